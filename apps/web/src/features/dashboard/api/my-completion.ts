import { queryOptions } from '@tanstack/react-query';
import { cohortQuery } from '../../../lib/api/cohort-api.ts';

/** How far the learner is towards completing each of their batches (verified address only). */
export const myCompletionQuery = queryOptions(cohortQuery('myCompletion'));
