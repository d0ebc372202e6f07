import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The public figures (challenges, learners, verified solutions), counted by the server. */
export const siteStatsQuery = queryOptions({
  queryKey: ['site-stats'],
  queryFn: () => api.call('siteStats'),
  // The server counts at most once a minute; asking more often would only repeat its answer.
  staleTime: 60_000,
});
