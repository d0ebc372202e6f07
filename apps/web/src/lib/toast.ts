import { createElement, Fragment } from 'react';
import { toast } from 'react-hot-toast/headless';

/**
 * The app's one source of `toast`. It is react-hot-toast's headless core (its styled <Toaster>
 * costs 3 KB more of the home page's 120 KB budget), and the headless build keeps its own store:
 * a `toast` imported from 'react-hot-toast' itself would never be shown.
 */
export { toast };

/**
 * A toast with a bold title line over its text (product rules §8: 'Message Sent!' / "We'll get back to
 * you..."). 'destructive' is an error toast, which the toaster shows in red.
 */
export function showToast(
  title: string,
  description: string,
  variant: 'success' | 'destructive' = 'success',
): string {
  const message = createElement(
    Fragment,
    null,
    createElement('strong', { className: 'block font-semibold' }, title),
    createElement('span', { className: 'mt-0.5 block' }, description),
  );
  return variant === 'destructive' ? toast.error(message) : toast.success(message);
}
