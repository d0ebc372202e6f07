import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** Every challenge with the learner's status. */
export const challengeListQuery = queryOptions(apiQuery('listChallenges'));
