import type { User } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryKey } from './session.ts';

/**
 * Holds the user the server just logged this browser in as (a mailed link, a password reset).
 * When it is someone else than before, nothing of the previous user's data stays cached. Kept
 * out of session.ts, which the home route loads: only lazy pages use it.
 */
export function useStartSession(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      const previous = queryClient.getQueryData<User | null>(sessionQueryKey);
      if (previous && previous.email !== user.email) {
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
        });
      }
      queryClient.setQueryData(sessionQueryKey, user);
    },
    [queryClient],
  );
}
