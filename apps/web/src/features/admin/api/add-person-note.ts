import { api } from '../../../lib/api-client.ts';

export const addPersonNote = (id: number, body: string) =>
  api.call('addPersonNote', { params: { id }, body: { body } });
