import type { Location } from '../router/index.ts';
import { paths } from './paths.ts';

/** What the login guard leaves in the history state of /login. */
export interface LoginRedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function loginRedirectState(from: Location): LoginRedirectState {
  return { from: { pathname: from.pathname, search: from.search, hash: from.hash } };
}

/**
 * The page the guard turned the visitor away from, as a path, or null. Only same-site paths are
 * accepted ('//host' would leave the site).
 */
export function fromLocation(state: unknown): string | null {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  if (typeof from?.pathname !== 'string') return null;
  const { pathname, search, hash } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === paths.login) {
    return null;
  }
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/** Where to go after logging in: back to the guarded page, else the dashboard. */
export function redirectTargetAfterLogin(state: unknown): string {
  return fromLocation(state) ?? paths.dashboard;
}
