import type { PeopleFilterInput } from '@launchpad/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api-client.ts';

/** The filter without its empty parts, as the query string carries it. */
export function cleanFilter(filter: PeopleFilterInput): PeopleFilterInput {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as PeopleFilterInput;
}

/** The inbox by person, a page of 50 at a time ('Load more' asks for the next cursor). */
export const peopleQuery = (filter: PeopleFilterInput) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'people', cleanFilter(filter)],
    queryFn: ({ pageParam }) =>
      api.call('listPeople', {
        query: { ...cleanFilter(filter), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The CSV file of the same filter (a link: the browser downloads it). */
export const peopleExportUrl = (filter: PeopleFilterInput) =>
  apiUrl('exportPeople', undefined, cleanFilter(filter));
