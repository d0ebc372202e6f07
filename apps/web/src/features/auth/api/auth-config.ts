import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** What the login page needs before it renders: whether Google sign-in is configured. */
export const authConfigQuery = queryOptions({
  ...apiQuery('authConfig'),
  // It changes only with the server's configuration.
  staleTime: Infinity,
});
