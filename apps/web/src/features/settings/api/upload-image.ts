import { api } from '../../../lib/api-client.ts';

/** Uploads a profile photo; the server re-encodes it and answers its URL. */
export const uploadImage = (file: File) => api.upload('uploadImage', 'image', file);
