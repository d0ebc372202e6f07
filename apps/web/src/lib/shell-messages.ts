import type { messages } from '@launchpad/contract';

/**
 * The contract messages that the app shell itself shows, spelled here rather than imported:
 * importing `messages` puts the whole catalogue (1.6 KB gzipped, and growing with every feature)
 * on the home route, which has a 100 kB budget (scripts/bundle-budget.mjs). The type makes the
 * compiler reject any wording that differs from the contract's; shell-messages.test.ts checks it
 * again at run time. Lazy pages import `messages` from the contract as usual.
 */
export const shellMessages: Pick<typeof messages, 'somethingWentWrong' | 'loginRequired'> = {
  somethingWentWrong: 'Something went wrong. Please try again.',
  loginRequired: 'Please log in to access this page.',
};
