import { ApiError } from '../api-client.ts';
import { shellMessages } from '../shell-messages.ts';

/**
 * What a refused call shows in a toast: the server's reason when it sent one, else 'Something
 * went wrong. Please try again.' (a failure that brought no reason: offline, a proxy's page).
 */
export const refusalText = (error: unknown): string =>
  error instanceof ApiError && error.fromServer ? error.message : shellMessages.somethingWentWrong;
