import type { LoginRequest } from '@launchpad/contract';
import { api } from '../../../lib/api-client.ts';

export const login = (body: LoginRequest) => api.call('login', { body });
