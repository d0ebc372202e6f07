import { BatchInterceptor } from '@mswjs/interceptors';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';

/**
 * The fake REST API of the `api` topic (issue #34): every `fetch` and `XMLHttpRequest` (axios) of
 * the learner's page is answered here, inside the frame, by routes that a challenge's given
 * `fake-api.js` and its tests declare. No request ever leaves the frame: a route that is not
 * declared answers 404. Latency is a timer of the learner's page, so under the tests' virtual
 * clock (`"clock": "virtual"`) `sleep(ms)` moves it, and a scripted delay costs no real time.
 *
 * Interception is @mswjs/interceptors' (fetch and XMLHttpRequest, aborts included), not a patch of
 * our own. It lives in the learner's world, as the page's own fetch does: the tests decide what
 * the API answers and check what the page shows, from their own world (decision 0031).
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
  /** Milliseconds before the answer arrives (the page's own timers: virtual under the tests' clock). */
  delay?: number;
  /** The request fails as a network error would (fetch rejects with a TypeError). */
  networkError?: boolean;
}

type Handler = (request: FakeRequest) => unknown;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A reply made by `fakeApi.reply`: anything else a handler returns is sent as JSON with 200. */
class Reply {
  constructor(readonly options: ReplyOptions) {}
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = String(path)
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        keys.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), keys };
}

const routes: Route[] = [];
const calls: FakeRequest[] = [];
/**
 * Requests that arrived and are not yet waiting on the page's clock (their body is being read,
 * their handler asked). The tests' virtual clock (bridge.ts) holds still while there are any, so
 * a reply's delay starts when the request was sent, however long the browser takes to hand over
 * its body.
 */
let arriving = 0;
Object.defineProperty(window, '__launchpadRequestsArriving', { value: () => arriving });

function route(method: string, path: string, handler: Handler): void {
  if (typeof handler !== 'function') {
    throw new TypeError(`fakeApi.${method.toLowerCase()}('${path}') needs a handler function`);
  }
  // The latest declaration of a route wins, so a test can override the given fake-api.js.
  routes.unshift({ method, handler, ...compile(path) });
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Waits on the page's own timer, looked up now: the tests' virtual clock when it runs (as `Date`,
 * above, is the page's: this runtime runs in the learner's world).
 */
const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    window.setTimeout(resolve, ms);
  });

function responseOf(options: ReplyOptions): Response {
  const status = options.status ?? 200;
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let body: string | null = null;
  if (options.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.text !== undefined) {
    headers['Content-Type'] ??= 'text/plain; charset=utf-8';
    body = String(options.text);
  }
  // A 204 or 304 carries no body, as a real server's would not.
  return new Response(status === 204 || status === 304 ? null : body, { status, headers });
}

const interceptor = new BatchInterceptor({
  name: 'launchpad-fake-api',
  interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
});
interceptor.apply();
// The interceptor awaits its listeners (they may answer after a delay): an async one is meant.
// eslint-disable-next-line @typescript-eslint/no-misused-promises
interceptor.on('request', async ({ request, controller }) => {
  arriving += 1;
  let settled = false;
  const arrivedNow = () => {
    if (!settled) arriving -= 1;
    settled = true;
  };
  try {
    await answer(request, controller, arrivedNow);
  } finally {
    arrivedNow();
  }
});

async function answer(
  request: Request,
  controller: { respondWith(response: Response): void; errorWith(error: unknown): void },
  arrivedNow: () => void,
): Promise<void> {
  // The page's clock as the request arrives: a reply's delay counts from here, so the real turns
  // spent reading the body and asking the handler never add virtual time to it.
  const arrived = Date.now();
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const fake: FakeRequest = {
    method,
    path: url.pathname,
    params: {},
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers),
    body: await readBody(request.clone()),
  };
  calls.push(fake);
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(url.pathname);
    if (!match) continue;
    candidate.keys.forEach((key, index) => {
      fake.params[key] = decodeURIComponent(match[index + 1] ?? '');
    });
    let answer: unknown;
    try {
      answer = await candidate.handler(fake);
    } catch (error) {
      console.error(`fakeApi: the handler of ${method} ${url.pathname} threw`, error);
      controller.respondWith(responseOf({ status: 500, json: { error: 'Internal Server Error' } }));
      return;
    }
    const options: ReplyOptions = answer instanceof Reply ? answer.options : { json: answer };
    const delay = Math.max(0, (options.delay ?? 0) - (Date.now() - arrived));
    arrivedNow();
    if (delay > 0) await wait(delay);
    if (options.networkError) {
      controller.errorWith(new TypeError('Failed to fetch'));
      return;
    }
    controller.respondWith(responseOf(options));
    return;
  }
  console.warn(`fakeApi: no route for ${method} ${url.pathname} (answered 404)`);
  controller.respondWith(responseOf({ status: 404, json: { error: 'Not Found' } }));
}

const fakeApi = {
  ...Object.fromEntries(
    METHODS.map((name) => [
      name,
      (path: string, handler: Handler) => route(name.toUpperCase(), path, handler),
    ]),
  ),
  /** An answer other than 200 with JSON: a status, text, headers, a delay or a network error. */
  reply: (options: ReplyOptions) => new Reply({ ...options }),
  /** Forgets every route and every request seen. */
  reset() {
    routes.length = 0;
    calls.length = 0;
  },
  /** The requests seen so far, oldest first. */
  get calls(): readonly FakeRequest[] {
    return calls.slice();
  },
};

Object.defineProperty(window, 'fakeApi', { configurable: true, value: fakeApi });
