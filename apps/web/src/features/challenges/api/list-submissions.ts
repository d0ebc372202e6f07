import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The learner's history of one challenge: submissions (with per-test results) and hint reveals. */
export const submissionHistoryQuery = (questionId: number) =>
  queryOptions({
    queryKey: ['challenges', questionId, 'submissions'],
    queryFn: () => api.call('listSubmissions', { query: { questionId } }),
  });
