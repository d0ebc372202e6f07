/**
 * Every user-facing string that the product spec quotes, written once. Both the server and the
 * web app import these so the wording can only change in one place.
 */
export const messages = {
  loginRequired: 'Please log in to access this page.',
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
} as const;
