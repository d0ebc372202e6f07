import type { ChangePasswordRequest } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

/** Changes the password and signs out the account's other devices. */
export const changePassword = (body: ChangePasswordRequest) => api.call('changePassword', { body });
