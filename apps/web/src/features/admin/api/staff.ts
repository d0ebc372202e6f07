import type { StaffInviteRequest } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The team and mentors (each mentor's batches), and the invites not yet accepted. */
export const staffQuery = queryOptions(apiQuery('listStaff'));

export const inviteStaff = (body: StaffInviteRequest) => api.call('inviteStaff', { body });

export const setMentorBatches = (userId: number, batchIds: number[]) =>
  api.call('setMentorBatches', { params: { id: userId }, body: { batchIds } });
