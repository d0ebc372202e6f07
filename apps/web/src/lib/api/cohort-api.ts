import { cohortEndpointPaths, type CohortEndpointName } from '@launchpad/contract';
import { endpointClient, type CallArguments } from '../api-client.ts';
import { readQuery, type ReadOperation } from './query-keys.ts';

/**
 * Calls to the cohort's operations (issues #32–#33: staff, classes, projects and reviews). Only
 * the cohort's features import this, so its part of the endpoint table loads with their pages and
 * the home page ships without it.
 */
export const cohortApi = endpointClient(cohortEndpointPaths);

/** The key and the fetch of one of the cohort's reads (as `apiQuery` is for the site's). */
export function cohortQuery<N extends ReadOperation & CohortEndpointName>(
  name: N,
  ...input: CallArguments<N>
) {
  return readQuery(cohortApi, name, input);
}
