import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The batches the learner is enrolled in, with their class links. */
export const myBatchesQuery = queryOptions(apiQuery('myBatches'));
