import { messages } from '@launchpad/contract';
import { api, ApiError } from '../api-client.ts';
import { toast } from '../toast.ts';

/**
 * Asks the server to mail a new verification link and says what it answered in a toast: sent,
 * already verified, or (429) that the hourly limit is reached.
 */
export async function resendVerification(): Promise<void> {
  try {
    const response = await api.call('resendVerification');
    toast.success(response.message);
  } catch (error) {
    toast.error(
      error instanceof ApiError && error.fromServer ? error.message : messages.somethingWentWrong,
    );
  }
}
