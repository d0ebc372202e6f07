import type { NudgeInput } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { cohortApi, cohortQuery } from '../../../lib/api/cohort-api.ts';

/** A batch's learners at a glance (404 for a batch a mentor does not teach). */
export const batchCockpitQuery = (batchId: number) =>
  queryOptions(cohortQuery('batchCockpit', { params: { id: batchId } }));

export const nudgeLearner = (batchId: number, body: NudgeInput) =>
  cohortApi.call('nudgeLearner', { params: { id: batchId }, body });
