/** Names of the anti-forgery double-submit pair (docs/architecture.md, Request path). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * A form that posts natively (without JavaScript: the enrollment and contact forms) carries the
 * token in this field instead of the header. The server checks it against the cookie the same way.
 */
export const XSRF_FORM_FIELD = '_xsrf';

/** Stands for the token in a page rendered at build time; the server fills in each visitor's. */
export const XSRF_TOKEN_PLACEHOLDER = '%XSRF_TOKEN%';
