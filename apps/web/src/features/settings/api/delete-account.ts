import { api } from '../../../lib/api-client.ts';

/** Deletes the account once its e-mail address is typed to confirm. */
export const deleteAccount = (email: string) => api.call('deleteAccount', { body: { email } });
