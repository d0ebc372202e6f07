import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A learner's public profile; a 404 when it is missing or private. */
export const publicProfileQuery = (username: string) =>
  queryOptions({
    queryKey: ['public-profile', username],
    queryFn: () => api.call('publicProfile', { params: { username } }),
  });
