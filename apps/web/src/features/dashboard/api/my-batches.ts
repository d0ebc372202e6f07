import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The batches the learner is enrolled in, with their class links. */
export const myBatchesQuery = queryOptions({
  queryKey: ['batches', 'mine'],
  queryFn: () => api.call('myBatches'),
});
