import { api } from '../../../lib/api-client.ts';

/** Uses a mailed verification link (once); the answer logs this browser in. */
export const verifyEmail = (token: string) => api.call('verifyEmail', { body: { token } });
