import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CHROMIUM_PATH } from '../testing.ts';
import { LiveChecker } from './live-check.ts';

/**
 * The live-site check against a real Chromium and a real HTTP server on loopback: 127.0.0.1 is
 * allow-listed (as LIVE_CHECK_ALLOW_HOSTS does in tests), 'localhost' is not, so a redirect or a
 * subresource that goes there stands for one that goes to a private address.
 */
describe('checking a live site', () => {
  let server: Server;
  let base: string;
  let checker: LiveChecker;
  const requested: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      const html = (body: string) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(body);
      };
      switch (request.url) {
        case '/':
          return html(
            '<!doctype html><html lang="en"><head><title>Asha’s landing page</title>' +
              '<meta name="viewport" content="width=device-width"></head>' +
              '<body><main><h1>Hello</h1><img src="/logo.png"></main></body></html>',
          );
        case '/logo.png':
          response.writeHead(200, { 'content-type': 'image/png' });
          return response.end();
        case '/hop':
          response.writeHead(302, { location: '/' });
          return response.end();
        case '/to-private':
          response.writeHead(302, { location: `http://localhost:${port()}/secret` });
          return response.end();
        case '/leaky':
          return html(
            `<!doctype html><html lang="en"><title>Leaky</title><main><h1>Leaky</h1>` +
              `<img alt="" src="http://localhost:${port()}/secret.png"></main></html>`,
          );
        default:
          response.writeHead(404);
          return response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${port()}`;
    checker = new LiveChecker({
      chromiumPath: TEST_CHROMIUM_PATH,
      policy: { allowHosts: ['127.0.0.1'] },
      timeoutMs: 15_000,
    });
  });
  afterAll(async () => {
    await checker.close();
    await new Promise((resolve) => server.close(resolve));
  });
  const port = () => (server.address() as AddressInfo).port;

  it('opens the page, reports its facts and what axe-core finds', async () => {
    const report = await checker.check(`${base}/`);
    expect(report).toMatchObject({
      outcome: 'checked',
      httpStatus: 200,
      title: 'Asha’s landing page',
      lang: 'en',
      hasViewportMeta: true,
      blockedRequests: 0,
    });
    expect(report.violations.map((each) => each.id)).toContain('image-alt');
  });

  it('follows a redirect to a public address', async () => {
    const report = await checker.check(`${base}/hop`);
    expect(report.outcome).toBe('checked');
    expect(report.title).toBe('Asha’s landing page');
  });

  it('refuses private, loopback and metadata addresses without a request', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/',
      `http://localhost:${port()}/`,
      'http://[::1]/',
      'file:///etc/passwd',
    ]) {
      const report = await checker.check(url);
      expect(report.outcome, url).toBe('refused');
    }
  });

  it('refuses a redirect to a private address, and never fetches it', async () => {
    const report = await checker.check(`${base}/to-private`);
    expect(report.outcome).toBe('refused');
    expect(report.reason).toMatch(/localhost/);
    expect(requested).not.toContain('/secret');
  });

  it('blocks a subresource on a private address and audits the rest', async () => {
    const report = await checker.check(`${base}/leaky`);
    expect(report.outcome).toBe('checked');
    expect(report.blockedRequests).toBe(1);
    expect(requested).not.toContain('/secret.png');
  });
});
