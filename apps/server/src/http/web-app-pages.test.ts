import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../testing/test-app.ts';

const SHELL = '<!doctype html><title>Launchpad</title>';
const NOT_FOUND_PAGE = '<title>Not found</title>';

let webDist: string;
beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'launchpad-web-'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
  // What scripts/prerender.mjs writes: the home page and the not-found page, rendered.
  mkdirSync(join(webDist, '.prerendered'));
  writeFileSync(
    join(webDist, '.prerendered', 'index.json'),
    JSON.stringify({
      pages: { '/': 'home.html' },
      notFound: 'not-found.html',
      inlineScriptHashes: [],
    }),
  );
  writeFileSync(join(webDist, '.prerendered', 'home.html'), '<title>Home</title>');
  writeFileSync(join(webDist, '.prerendered', 'not-found.html'), NOT_FOUND_PAGE);
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/**
 * The status of the pages the server sends: a page whose data is missing answers 404 with the
 * same HTML the app shows it with (the shell: the app reads the API's 404 and says what is
 * missing), so search engines and link checkers see what a person sees.
 */
describeEachDatabase('web app pages', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off', WEB_DIST_DIR: webDist });
  });
  afterAll(() => t.close());

  const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  async function expectPage(url: string, status: 200 | 404, html: string) {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await page(url, method);
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      if (method === 'GET') expect(res.body, url).toBe(html);
    }
  }

  it("answers a challenge's workspace page 200 by the challenge's id, whatever its topic and slug", async () => {
    const challenge = await t.database.db
      .selectFrom('challenges')
      .select(['id', 'topic', 'slug'])
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectPage(
      `/frontend-challenges/${challenge.topic}/${challenge.slug}/${challenge.id}`,
      200,
      SHELL,
    );
    await expectPage(
      `/frontend-challenges/${challenge.topic}/${challenge.slug}/${challenge.id}/`,
      200,
      SHELL,
    );
    // The web app goes by the id alone, so an old slug in a shared link still opens the challenge.
    await expectPage(`/frontend-challenges/any/renamed/${challenge.id}`, 200, SHELL);
  });

  it('answers the workspace page of a challenge that does not exist 404, with the shell', async () => {
    const { maxId } = await t.database.db
      .selectFrom('challenges')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow();
    for (const id of [String(Number(maxId) + 1), '0', '-1', '1.5', 'abc', '%E2%80%A8']) {
      await expectPage(`/frontend-challenges/html/some-slug/${id}`, 404, SHELL);
    }
  });

  it('answers the page of a certificate nobody has 404, with the shell that says so', async () => {
    for (const id of ['A'.repeat(22), 'short', '__proto__', 'a%20b']) {
      await expectPage(`/certificates/${id}`, 404, SHELL);
    }
  });

  it('answers the public profile page of a user name nobody has 404, with the shell', async () => {
    await expectPage('/u/nobody-here', 404, SHELL);
  });

  it('answers a path that is no page 404 with the prerendered not-found page', async () => {
    for (const url of [
      '/no-such-page',
      '/certificates',
      '/certificates/a/b',
      '/frontend-challenges/html/some-slug',
      '/u',
    ]) {
      await expectPage(url, 404, NOT_FOUND_PAGE);
    }
  });

  it('answers the pages that need no stored data 200, as before', async () => {
    await expectPage('/', 200, '<title>Home</title>');
    for (const url of ['/about', '/frontend-challenges', '/profile', '/admin/certificates']) {
      await expectPage(url, 200, SHELL);
    }
  });
});
