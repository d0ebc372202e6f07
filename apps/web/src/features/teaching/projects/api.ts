import type { ProjectInput, ProjectReviewInput } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { cohortApi, cohortQuery } from '../../../lib/api/cohort-api.ts';

/** A batch's projects, by week (404 for a batch a mentor does not teach). */
export const batchProjectsQuery = (batchId: number) =>
  queryOptions(cohortQuery('batchProjects', { params: { id: batchId } }));

/** Hand-ins waiting for a review in the caller's batches, oldest first. */
export const reviewQueueQuery = queryOptions(cohortQuery('reviewQueue'));

/** One hand-in with its project, its learner's earlier hand-ins, and who is reviewing it. */
export const submissionForReviewQuery = (submissionId: number) =>
  queryOptions(cohortQuery('submissionForReview', { params: { id: submissionId } }));

export const createProject = (batchId: number, body: ProjectInput) =>
  cohortApi.call('createProject', { params: { id: batchId }, body });

export const claimSubmission = (submissionId: number) =>
  cohortApi.call('claimSubmission', { params: { id: submissionId } });

export const reviewSubmission = (submissionId: number, body: ProjectReviewInput) =>
  cohortApi.call('reviewSubmission', { params: { id: submissionId }, body });
