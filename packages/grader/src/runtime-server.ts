import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuntimeFile } from './runtime-files.ts';

export interface RuntimeServer {
  /** Where the runtime is: `http://127.0.0.1:<port>/runtime/`. */
  readonly base: string;
  /** host:port, for the one proxy bypass Chromium gets. */
  readonly host: string;
  close(): Promise<void>;
}

/**
 * Serves the built runtime to the grader's Chromium on loopback, with a long cache lifetime.
 * Every job loads a fresh learner frame and its scripts: served this way they come from
 * Chromium's own cache after the first load, where answering each request from Node over the
 * DevTools protocol (a Playwright route) cost ~10 ms of Node and ~7 ms of the browser per frame,
 * and turned Chromium's cache off. Nothing else is served; the files are the ones read at start.
 */
export async function serveRuntime(
  files: ReadonlyMap<string, RuntimeFile>,
): Promise<RuntimeServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://runtime').pathname;
    const file = path.startsWith('/runtime/')
      ? files.get(path.slice('/runtime/'.length))
      : undefined;
    if (request.method !== 'GET' || !file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      ...file.headers,
      'Cache-Control': 'public, max-age=86400, immutable',
    });
    response.end(file.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // The grader's own process must not stay alive for it.
  server.unref();
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: `http://${host}/runtime/`,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
