import type { RegisterRequest } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

export const register = (body: RegisterRequest) => api.call('register', { body });
