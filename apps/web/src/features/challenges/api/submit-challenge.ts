import type { SubmissionRequest } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

/**
 * Saves the learner's code and has the server grade it: the graded submission, or a pending one
 * (still being graded after 5 s) to poll with `getSubmission`.
 */
export const submitChallenge = (body: SubmissionRequest) => api.call('submitChallenge', { body });
