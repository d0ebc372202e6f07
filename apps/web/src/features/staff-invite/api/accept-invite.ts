import { api } from '../../../lib/api-client.ts';

/** The invited account takes the invite's role (the token works once, for its own address). */
export const acceptStaffInvite = (token: string) =>
  api.call('acceptStaffInvite', { body: { token } });
