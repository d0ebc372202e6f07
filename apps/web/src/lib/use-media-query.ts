import { useCallback, useSyncExternalStore } from 'react';

// Absent in some test environments (jsdom): no query matches there.
const matchMediaOf = (query: string): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/**
 * Whether a CSS media query matches now, kept in step as it changes (a phone turned sideways).
 * False where there is no window (the build's prerender).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMediaOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMediaOf(query)?.matches ?? false,
    () => false,
  );
}

/** Below Tailwind's `md` breakpoint (48rem): the workspace's phone layout. */
export const PHONE_QUERY = '(max-width: 47.99rem)';
