import type { BatchInput } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const batchesQuery = queryOptions({
  queryKey: ['admin', 'batches'],
  queryFn: () => api.call('listBatches'),
});

export const createBatch = (body: BatchInput) => api.call('createBatch', { body });
export const updateBatch = (id: number, body: BatchInput) =>
  api.call('updateBatch', { params: { id }, body });
