/** Names of the anti-forgery double-submit pair (docs/architecture.md, Request path). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
