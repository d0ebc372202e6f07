import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the HTML rendered ahead of time (at build or by the server), true once
 * React runs it in the browser. A control that only scripts can make work (a form sent as JSON,
 * a menu) is disabled until then, so a person sees it is not ready rather than tapping it for
 * nothing (issue #27); controls with a native behaviour (links, <details>, the lead forms) need
 * no such wait.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
