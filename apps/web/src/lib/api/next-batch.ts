import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from './query-keys.ts';

/**
 * The program's next open batch (null when none is open). The pages are prerendered without it
 * and fill it in after hydration (decision 0011), in a space kept for it.
 */
export const nextBatchQuery = queryOptions({
  ...apiQuery('nextBatch'),
  staleTime: 60_000,
});

/** The next open batch: undefined until known (and on the prerendered page), null when none is open. */
export function useNextBatch() {
  return useQuery(nextBatchQuery).data?.batch;
}
