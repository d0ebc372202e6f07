import { api } from '../api-client.ts';

/** Ends this browser's session on the server. */
export const logout = () => api.call('logout');
