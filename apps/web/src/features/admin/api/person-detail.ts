import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** One person of the inbox: leads, account, practice, notes and timeline. */
export const personQuery = (id: number) =>
  queryOptions(apiQuery('personDetail', { params: { id } }));
