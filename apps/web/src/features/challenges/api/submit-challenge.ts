import type { SubmissionRequest } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

/** Records a run of the tests with the learner's code. */
export const submitChallenge = (body: SubmissionRequest) => api.call('submitChallenge', { body });
