import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The learner's submissions of one challenge, newest first, each with its per-test results. */
export const submissionHistoryQuery = (questionId: number) =>
  queryOptions({
    queryKey: ['challenges', questionId, 'submissions'],
    queryFn: () => api.call('listSubmissions', { query: { questionId } }),
  });
