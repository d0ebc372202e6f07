import type { PeopleFilterInput } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api-client.ts';

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
    queryKey: ['admin', 'people', cleanFilter(filter), cursor],
    // The list and each page's rows read the same page: one request, not one per reader. A change
    // made here invalidates it (the person page does so).
    staleTime: 30_000,
    queryFn: () =>
      api.call('listPeople', { query: { ...cleanFilter(filter), ...(cursor ? { cursor } : {}) } }),
  });

/** The CSV file of the same filter (a link: the browser downloads it). */
export const peopleExportUrl = (filter: PeopleFilterInput) =>
  apiUrl('exportPeople', undefined, cleanFilter(filter));
