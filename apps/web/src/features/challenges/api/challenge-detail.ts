import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** One challenge with its starting files and the learner's saved code. */
export const challengeDetailQuery = (id: number) =>
  queryOptions({
    ...apiQuery('challengeDetail', { params: { id } }),
    // The learner's code lives in the editor from here on; a refetch must not overwrite it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
