import { vi } from 'vitest';
import { jsonResponse } from './render.tsx';

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs fetch with one handler per 'METHOD /api/path'. Any other call is recorded and answered
 * with a 500, so a test sees it fail rather than hang.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${String(input)}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ route, body });
      const handler = handlers[route];
      return handler ? handler(body) : jsonResponse({ message: `Unexpected ${route}` }, 500);
    }),
  );
  return {
    /** The JSON bodies sent to one route, in order. */
    bodiesOf: (route: string) => calls.filter((call) => call.route === route).map((c) => c.body),
    /** Every 'METHOD /api/path' called, in order. */
    routes: () => calls.map((call) => call.route),
  };
}

/** A response that arrives only when the test says so, to look at the in-between state. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
