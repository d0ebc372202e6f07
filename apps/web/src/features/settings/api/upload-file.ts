import { api } from '../../../lib/api-client.ts';

/** Uploads a resume (a PDF, checked by its bytes) and answers its URL. */
export const uploadFile = (file: File) => api.upload('uploadFile', 'file', file);
