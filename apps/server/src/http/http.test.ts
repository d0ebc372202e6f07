import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';

/** Test-only routes that exercise the shared HTTP behaviour every real route relies on. */
function addProbeRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/probe',
      { schema: { body: z.object({ name: z.string().min(2, 'Name is too short') }) } },
      async (request) => ({ hello: request.body.name }),
    );
  app.get('/api/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/probe/large', async () => ({ text: 'x'.repeat(10_000) }));
}

const sqlite = databaseKinds[0]!;
/** The hash the build lists for the prerendered pages' one inline script. */
const inlineScriptHash = 'sha256-yYv1qVeuF+CjkN2GNk2v+I7KuhnVe59eZrWUKwQCXs4=';

describe('HTTP conventions', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'launchpad-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Launchpad</title>');
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What scripts/prerender.mjs writes: the home page and the not-found page, rendered.
    mkdirSync(join(webDist, '.prerendered'));
    writeFileSync(
      join(webDist, '.prerendered', 'index.json'),
      JSON.stringify({
        pages: { '/': 'home.html' },
        notFound: 'not-found.html',
        inlineScriptHashes: [inlineScriptHash],
      }),
    );
    writeFileSync(
      join(webDist, '.prerendered', 'home.html'),
      '<title>Home</title><link rel="canonical" href="%PUBLIC_ORIGIN%/" />',
    );
    writeFileSync(join(webDist, '.prerendered', 'not-found.html'), '<title>Not found</title>');
    t = await sqlite.start(
      {
        WEB_DIST_DIR: webDist,
        BODY_LIMIT_BYTES: '2048',
        PUBLIC_URL: 'https://launchpad.example.com',
      },
      addProbeRoutes,
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nope' });
  });

  it('serves index.html for deep links, uncached', async () => {
    const challenge = await t.database.db
      .selectFrom('challenges')
      .select(['id', 'topic', 'slug'])
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    const challengePage = `/frontend-challenges/${challenge.topic}/${challenge.slug}/${challenge.id}`;
    for (const url of ['/profile', challengePage, '/about/', '/login?next=/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Launchpad</title>');
    }
  });

  it('serves a prerendered page for its path, with PUBLIC_URL filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(
      '<title>Home</title><link rel="canonical" href="https://launchpad.example.com/" />',
    );
  });

  it('sends every page compressed to a client that accepts it, the not-found page and the shell too', async () => {
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(home.rawPayload).toString()).toContain('<title>Home</title>');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.rawPayload).toString()).toBe('<title>Not found</title>');

    const shell = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(shell.headers['content-encoding']).toBeUndefined();
    expect(shell.body).toBe('<!doctype html><title>Launchpad</title>');
  });

  it('answers a path that is no page with the prerendered not-found page and status 404', async () => {
    for (const url of [
      '/no-such-page',
      '/frontend-challenges/html/x',
      '/profile/extra',
      '/u',
      '/u/asha-rao/extra',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe('<title>Not found</title>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/nope' });
    expect(head.statusCode).toBe(404);
  });

  it('serves robots.txt: public pages allowed, the API and the pages behind a login not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/dashboard', '/profile', '/settings', '/admin']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Disallow: /frontend-challenges');
    // Public profiles are not in the sitemap, but a search engine may follow a shared link.
    for (const path of ['/about', '/contact', '/login', '/frontend-launchpad', '/u', '/u/']) {
      expect(lines).not.toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://launchpad.example.com/sitemap.xml');
  });

  it('serves sitemap.xml with the public pages on PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://launchpad.example.com/',
      'https://launchpad.example.com/frontend-launchpad',
      'https://launchpad.example.com/about',
      'https://launchpad.example.com/contact',
      'https://launchpad.example.com/login',
    ]);
  });

  it('caches hashed assets forever and other files briefly', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/probe/large',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Inline scripts run only by the hash of the build's own: no 'unsafe-inline'.
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(`'${inlineScriptHash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the API's JSON answers the short set of security headers, and pages the full one", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    // Page-only headers say nothing to a fetch.
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    // An answer of no operation (an unknown API path) and a page keep the full set.
    for (const url of ['/api/nope', '/profile']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.headers['content-security-policy']).toContain("default-src 'self'");
      expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('refuses a multipart body on a route that takes JSON (only the upload routes parse one)', async () => {
    const client = new TestClient(t.app);
    const boundary = 'probeBoundary';
    const res = await client.request({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This content type is not supported here.' });
  });

  it('refuses a state-changing call without the anti-forgery header', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/probe', { name: 'Asha' }, { xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/anti-forgery/);
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const res = await client.request({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'Asha' },
      headers: { 'x-xsrf-token': 'forged' },
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the call with the matching header', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/probe', { name: 'Asha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'Asha' });
  });

  it('sets the anti-forgery cookie readable by scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('answers invalid input with 400 and field errors', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/probe', { name: 'A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { name: ['Name is too short'] },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const client = new TestClient(t.app);
    const res = await client.request({
      method: 'POST',
      url: '/api/probe',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/probe', { name: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const client = new TestClient(t.app);
    const res = await client.request({
      method: 'POST',
      url: '/api/probe',
      payload: 'name=Asha',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This content type is not supported here.' });
  });

  it('hides internals of a server error behind the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe(
      `Something went wrong on our side (request ${res.headers['x-request-id']}).`,
    );
    expect(res.body).not.toContain('secret internal detail');
    expect(body).not.toHaveProperty('stack');
  });
});
