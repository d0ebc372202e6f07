import { flushSync } from 'react-dom';

/**
 * For RouterProvider's flushSync prop. The router commits every navigation in a transition, which
 * a synchronous update (the session's) can overtake; with this, navigate(to, { flushSync: true })
 * commits the new page before its promise resolves (see useLogout).
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
}
