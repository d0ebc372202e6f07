import type { ContactMessageRequest } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

/** Stores a contact message; the team is told by mail. */
export const createContactMessage = (body: ContactMessageRequest) =>
  api.call('createContactMessage', { body });
