import type { User } from '@launchpad/contract';
import { api, ApiError } from '../api-client.ts';

/**
 * The logged-in user, or null for a visitor (the server answers `isLoggedIn: false`). A 401 from
 * an older server still means logged out; any other failure is the caller's to treat as such.
 */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const response = await api.call('currentUser');
    return response.isLoggedIn ? response.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
