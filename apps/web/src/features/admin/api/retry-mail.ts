import { api } from '../../../lib/api-client.ts';

/** Puts a failed mail back in the outbox with a fresh schedule; the server starts sending it. */
export const retryMail = (id: number) => api.call('retryMail', { params: { id } });
