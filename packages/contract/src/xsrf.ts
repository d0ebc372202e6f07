/** Names of the anti-forgery double-submit pair (DESIGN.md decision 4). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
