import type { User } from '@launchpad/contract';
import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * The verify-e-mail banner's code, a chunk of its own: most visitors never need it, and the home
 * route has a 100 kB budget. Loaded once; `RequireAuth` waits for it before a learner's first
 * page, so the banner is painted with the page rather than slid in above it a moment later,
 * moving what they were about to tap.
 */
type Banner = ComponentType<{ user: User }>;

/** undefined until the chunk has loaded or failed to; null when it failed. */
let banner: Banner | null | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the banner's code (once); resolves when it has loaded or failed to. */
export function loadVerifyEmailBanner(): Promise<void> {
  loading ??= import('./verify-email-banner.tsx')
    .then(
      (module) => {
        banner = module.VerifyEmailBanner;
      },
      (error: unknown) => {
        // Pages show without it rather than wait for it: it is a reminder, not a step.
        console.error(error);
        banner = null;
      },
    )
    .then(() => listeners.forEach((listener) => listener()));
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => banner;

/** The banner component once its code is in; null if it could not load; undefined meanwhile. */
export function useVerifyEmailBanner(): Banner | null | undefined {
  return useSyncExternalStore(subscribe, current, current);
}
