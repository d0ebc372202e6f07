import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/**
 * Every challenge with the learner's status: the per-module progress. The same read (and cache
 * entry, its key derived from the operation) as the challenge list page's.
 */
export const challengeListQuery = queryOptions(apiQuery('listChallenges'));
