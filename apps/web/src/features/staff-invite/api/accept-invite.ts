import { cohortApi } from '../../../lib/api/cohort-api.ts';

/** The invited account takes the invite's role (the token works once, for its own address). */
export const acceptStaffInvite = (token: string) =>
  cohortApi.call('acceptStaffInvite', { body: { token } });
