import type { Enrollment } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

export const updateEnrollmentStatus = (id: number, status: Enrollment['status']) =>
  api.call('updateEnrollmentStatus', { params: { id }, body: { status } });
