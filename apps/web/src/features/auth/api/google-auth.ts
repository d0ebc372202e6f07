import { api } from '../../../lib/api-client.ts';

/** Signs in with the ID token Google Identity Services handed the browser. */
export const googleAuth = (tokenId: string) => api.call('googleAuth', { body: { tokenId } });
