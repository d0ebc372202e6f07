import { BatchInterceptor } from '@mswjs/interceptors';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';

/**
 * The fake REST API of the `api` topic (issue #34): every `fetch` and `XMLHttpRequest` (axios) of
 * the learner's page is answered inside the frame, by routes that the challenge's given
 * `index.html` and its tests declare. No request ever leaves the frame: a route that is not
 * declared answers 404. Latency is a timer of the page's clock, so under the tests' virtual clock
 * (`"clock": "virtual"`) `sleep(ms)` moves it, and a scripted delay costs no real time.
 *
 * Interception is @mswjs/interceptors' (fetch and XMLHttpRequest, aborts included), not a patch of
 * our own, and runs in the learner's world, as the page's own fetch does. Everything else (the
 * request log, the routes, the answers and their delays) is the bridge's (bridge.ts), which loaded
 * before any learner code and keeps it out of that code's reach: this file hands each request
 * over, and gives the page `window.fakeApi` for the page's own routes (the preview's data).
 * The tests declare theirs, and read the log, through the harness's `fakeApi` (test-runner.ts),
 * never through this object (issue #47).
 *
 *   fakeApi.get('/api/products', (request) => [{ id: 1, name: 'Tea' }]);
 *   fakeApi.get('/api/products/:id', ({ params }) => fakeApi.reply({ status: 404, json: { error: 'Gone' } }));
 *   fakeApi.post('/api/orders', ({ body }) => fakeApi.reply({ status: 201, json: body, delay: 300 }));
 */

export interface FakeRequest {
  method: string;
  /** The path without the query: '/api/products/7'. */
  path: string;
  /** The route's `:name` parts: { id: '7' }. */
  params: Record<string, string>;
  /** The query string as an object: { page: '2' } (a repeated key keeps its last value). */
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The body: parsed JSON when it is JSON, else its text; null without one. */
  body: unknown;
}

export interface ReplyOptions {
  status?: number;
  /** Sent as JSON (Content-Type: application/json). */
  json?: unknown;
  /** Sent as text, when there is no `json`. */
  text?: string;
  headers?: Record<string, string>;
  /** Milliseconds before the answer arrives (the page's clock: virtual under the tests' clock). */
  delay?: number;
  /** The request fails as a network error would (fetch rejects with a TypeError). */
  networkError?: boolean;
}

/** The bridge's side of the fake API (bridge.ts), defined before any learner code. */
interface Network {
  deliver(request: Request, controller: unknown): Promise<void>;
  pageRoute(method: string, path: string, handler: unknown): void;
  pageReset(): void;
  reply(options: ReplyOptions): unknown;
  log(): unknown;
}

// Taken now, as this script loads before the learner's code: non-configurable, so it is the
// bridge's own whatever learner code does later.
const network = (window as unknown as { __launchpadNetwork?: Network }).__launchpadNetwork;
if (!network) throw new Error('The fake API needs the frame runtime (bridge.js) loaded first.');
const { deliver, pageRoute, pageReset, reply, log } = network;

const interceptor = new BatchInterceptor({
  name: 'launchpad-fake-api',
  interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
});
interceptor.apply();
// The interceptor waits for its listeners (an answer may come after a delay).
// eslint-disable-next-line @typescript-eslint/no-misused-promises
interceptor.on('request', ({ request, controller }) => deliver(request, controller));

const route =
  (method: string) =>
  (path: string, handler: (request: FakeRequest) => unknown): void =>
    pageRoute(method, path, handler);

/** The page's own routes: the latest declaration of a route wins; the tests' routes go first. */
const fakeApi = {
  get: route('GET'),
  post: route('POST'),
  put: route('PUT'),
  patch: route('PATCH'),
  delete: route('DELETE'),
  /** An answer other than 200 with JSON: a status, text, headers, a delay or a network error. */
  reply: (options: ReplyOptions) => reply({ ...options }),
  /** Forgets the page's routes (the tests' routes and their log are not the page's to forget). */
  reset() {
    pageReset();
  },
  /** The requests the fake API has received so far, oldest first: a copy. */
  get calls(): readonly FakeRequest[] {
    return log() as FakeRequest[];
  },
};

Object.defineProperty(window, 'fakeApi', { configurable: true, value: fakeApi });
