import type { EnrollmentRequest } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

/** Stores an enrollment request; the team is told by mail. */
export const createEnrollment = (body: EnrollmentRequest) => api.call('createEnrollment', { body });
