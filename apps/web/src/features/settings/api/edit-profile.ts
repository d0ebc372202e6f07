import type { EditProfileRequest } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

export const editProfile = (body: EditProfileRequest) => api.call('editProfile', { body });
