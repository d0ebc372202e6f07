import type { ContactMessageRecord } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

export const updateContactStatus = (id: number, status: ContactMessageRecord['status']) =>
  api.call('updateContactStatus', { params: { id }, body: { status } });
