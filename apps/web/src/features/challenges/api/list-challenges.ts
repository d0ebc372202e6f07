import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every challenge with the learner's status. */
export const challengeListQuery = queryOptions({
  queryKey: ['challenges'],
  queryFn: () => api.call('listChallenges'),
});
