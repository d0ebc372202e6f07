/** The tests' client of the app: a cookie jar with the anti-forgery header (http/inject-client.ts). */
export { InjectClient as TestClient } from '../http/inject-client.ts';
