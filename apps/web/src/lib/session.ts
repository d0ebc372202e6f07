import type { User } from '@launchpad/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '../router/index.ts';
import { ApiError } from './api-client.ts';
import { getCurrentUser } from './api/current-user.ts';
import { logout } from './api/logout.ts';
import { queryKey } from './api/query-keys.ts';
import { paths } from './paths.ts';

/** The current user's read; its cached value is the user, or null for a visitor. */
export const sessionQueryKey = queryKey('currentUser');

/**
 * The current user, or null when logged out. It is fetched once per page load and then only
 * changed by login and logout, so it never goes stale on its own.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getCurrentUser,
  staleTime: Infinity,
  // One quick retry spares a learner on a flaky mobile network from being sent to /login; a
  // client error will not change on retry.
  retry: (failureCount, error) =>
    failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  retryDelay: 500,
});

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'anonymous'; user: null };

/** A failed session fetch counts as logged out (product rules §8: silent). */
export function useSession(): Session {
  const { data, status } = useQuery(sessionQueryOptions);
  if (status === 'pending') return { status: 'loading', user: null };
  if (status === 'success' && data) return { status: 'authenticated', user: data };
  return { status: 'anonymous', user: null };
}

/**
 * Forgets the user in this browser after the server ended the session (sign out, account
 * deleted): goes home, then clears the user and every other query of theirs.
 */
export function useEndSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the page first: clearing the user while a guarded page is shown would make its guard
    // redirect to /login with the login-required message. flushSync makes "first" hold: the home
    // page is committed before navigate resolves, so the session update cannot overtake it.
    await navigate(paths.home, { flushSync: true });
    // Nothing of this learner (challenge list, saved code) stays for the next person here.
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  }, [navigate, queryClient]);
}

export function useLogout(): () => Promise<void> {
  const endSession = useEndSession();
  return useCallback(async () => {
    // Product rules §4 and §8: logging out always clears the user here; a failed call is only logged.
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed:', error);
    }
    await endSession();
  }, [endSession]);
}
