import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The learner's history of one challenge: submissions (with per-test results) and hint reveals. */
export const submissionHistoryQuery = (questionId: number) =>
  queryOptions(apiQuery('listSubmissions', { query: { questionId } }));
