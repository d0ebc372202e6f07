import type { PasswordResetRequest } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

/** Always answers the same message, whether or not the address has an account. */
export const requestPasswordReset = (body: PasswordResetRequest) =>
  api.call('requestPasswordReset', { body });
