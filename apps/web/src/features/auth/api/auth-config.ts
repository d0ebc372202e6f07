import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the login page needs before it renders: whether Google sign-in is configured. */
export const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: () => api.call('authConfig'),
  // It changes only with the server's configuration.
  staleTime: Infinity,
});
