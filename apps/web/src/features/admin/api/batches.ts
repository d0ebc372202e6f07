import type { BatchInput } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api/query-keys.ts';

export const batchesQuery = queryOptions(apiQuery('listBatches'));

export const createBatch = (body: BatchInput) => api.call('createBatch', { body });
export const updateBatch = (id: number, body: BatchInput) =>
  api.call('updateBatch', { params: { id }, body });
