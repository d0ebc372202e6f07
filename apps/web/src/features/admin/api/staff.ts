import type { StaffInviteRequest } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { cohortApi, cohortQuery } from '../../../lib/api/cohort-api.ts';

/** The team and mentors (each mentor's batches), and the invites not yet accepted. */
export const staffQuery = queryOptions(cohortQuery('listStaff'));

export const inviteStaff = (body: StaffInviteRequest) => cohortApi.call('inviteStaff', { body });

export const setMentorBatches = (userId: number, batchIds: number[]) =>
  cohortApi.call('setMentorBatches', { params: { id: userId }, body: { batchIds } });
