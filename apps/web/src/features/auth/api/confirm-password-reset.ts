import type { PasswordResetConfirm } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

/** Sets the new password with a mailed link; the answer logs this browser in. */
export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  api.call('confirmPasswordReset', { body });
