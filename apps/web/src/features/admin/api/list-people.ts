import type { PeopleFilterInput } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The filter without its empty parts, as the query string carries it. */
export function cleanFilter(filter: PeopleFilterInput): PeopleFilterInput {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as PeopleFilterInput;
}

/**
 * One page of 50 of the inbox by person: the first ('' for `cursor`) or the one after a page's
 * `nextCursor` ('Load more'). Not an infinite query: its paging code would land in the home
 * route's JavaScript, over its budget.
 */
export const peopleQuery = (filter: PeopleFilterInput, cursor: string) =>
  queryOptions({
    ...apiQuery('listPeople', { query: { ...cleanFilter(filter), ...(cursor ? { cursor } : {}) } }),
    // The list and each page's rows read the same page: one request, not one per reader. The
    // writes that change a person refresh it (readsChangedBy in lib/api/invalidation.ts).
    staleTime: 30_000,
  });

/** The CSV file of the same filter (a link: the browser downloads it). */
export const peopleExportUrl = (filter: PeopleFilterInput) =>
  apiUrl('exportPeople', undefined, cleanFilter(filter));
