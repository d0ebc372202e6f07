import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The public figures (challenges, learners, verified solutions), counted by the server. */
export const siteStatsQuery = queryOptions({
  ...apiQuery('siteStats'),
  // The server counts at most once a minute; asking more often would only repeat its answer.
  staleTime: 60_000,
});
