import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** A learner's public profile; a 404 when it is missing or private. */
export const publicProfileQuery = (username: string) =>
  queryOptions(apiQuery('publicProfile', { params: { username } }));
