import { createElement, Fragment } from 'react';
import { toast as hotToast } from 'react-hot-toast/headless';

/** The error toasts up now, and those that stay up across the next move to another page. */
const errorToasts = new Set<string>();
const carried = new Set<string>();

/**
 * The app's one source of `toast`. It is react-hot-toast's headless core (its styled <Toaster>
 * costs 3 KB more of the home page's budget), and the headless build keeps its own store: a
 * `toast` imported from 'react-hot-toast' itself would never be shown. Its `error` also remembers
 * the toast, so that a move to another page clears it (clearErrorToastsOfEarlierPages).
 */
export const toast: typeof hotToast = Object.assign(
  (...args: Parameters<typeof hotToast>) => hotToast(...args),
  hotToast,
  {
    error: ((...args: Parameters<typeof hotToast.error>) => {
      const id = hotToast.error(...args);
      errorToasts.add(id);
      return id;
    }) as typeof hotToast.error,
  },
);

/**
 * Keeps an error toast up across the next move to another page: for a message about where the
 * user is being sent (the login guard's, a submission's verdict shown on the list).
 */
export function carryToNextPage(id: string): void {
  carried.add(id);
}

/** On a move to another page: an error about an earlier page must not sit over this one. */
export function clearErrorToastsOfEarlierPages(): void {
  for (const id of errorToasts) {
    if (carried.has(id)) continue;
    hotToast.dismiss(id);
    errorToasts.delete(id);
  }
  carried.clear();
}

/**
 * A toast with a bold title line over its text (product rules §8: 'Message Sent!' / "We'll get back to
 * you..."). 'destructive' is an error toast, which the toaster shows in red.
 */
export function showToast(
  title: string,
  description: string,
  variant: 'success' | 'destructive' = 'success',
  /** `id`: replaces the toast of that id instead of adding one (one message per submission). */
  options: { id?: string } = {},
): string {
  const message = createElement(
    Fragment,
    null,
    createElement('strong', { className: 'block font-semibold' }, title),
    createElement('span', { className: 'mt-0.5 block' }, description),
  );
  return variant === 'destructive'
    ? toast.error(message, options)
    : toast.success(message, options);
}
