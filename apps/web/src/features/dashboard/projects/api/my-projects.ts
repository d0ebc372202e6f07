import type { EndpointBody } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { cohortApi, cohortQuery } from '../../../../lib/api/cohort-api.ts';

/** The projects of the learner's batches, with their hand-ins and reviews (verified address only). */
export const myProjectsQuery = queryOptions(cohortQuery('myProjects'));

/** Hands a project in; again after 'needs work'. The server marks it late after the due date. */
export const submitProject = (id: number, body: EndpointBody<'submitProject'>) =>
  cohortApi.call('submitProject', { params: { id }, body });
