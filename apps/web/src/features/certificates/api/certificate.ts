import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** A certificate and whether it verifies; a 404 for an unknown id. */
export const certificateQuery = (id: string) =>
  queryOptions(apiQuery('certificate', { params: { id } }));
