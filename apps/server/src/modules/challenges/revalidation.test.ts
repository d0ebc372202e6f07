import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT_DIR, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { untilGraded } from '../../testing/submissions.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import type { TestClient } from '../../testing/test-client.ts';
import type { Grader } from './grading.ts';
import { syncChallengeContent } from './sync.ts';

const HTML_ID = 101;
const LIST = '/api/v1/frontend-challenge';
const DETAIL = `${LIST}/${HTML_ID}`;

/** Passes every submission: these tests are about what a grade changes, not about grading. */
const passingGrader: Grader = {
  grade: async () => ({ results: [{ name: 'renders', passed: true, message: '' }] }),
};

describeEachDatabase('challenge list and detail revalidation', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off' }, undefined, { grader: passingGrader });
  });
  afterAll(() => t.close());

  const learner = async () => (await signUpLearner(t.app)).client;

  const revalidate = (client: TestClient, url: string, ifNoneMatch: string) =>
    client.request({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });

  const etagOf = async (client: TestClient, url: string) => {
    const res = await client.get(url);
    expect(res.statusCode).toBe(200);
    return String(res.headers.etag);
  };

  for (const url of [LIST, DETAIL]) {
    it(`answers ${url} with an entity tag, and 304 to a client whose copy is current`, async () => {
      const client = await learner();
      const first = await client.get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      const etag = String(first.headers.etag);

      const again = await revalidate(client, url, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');

      const amongOthers = await revalidate(client, url, `"stale", W/${etag}`);
      expect(amongOthers.statusCode).toBe(304);

      const stale = await revalidate(client, url, '"stale"');
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    });
  }

  it("gives each learner's progress its own tag, and a new one after a graded submission", async () => {
    const client = await learner();
    const other = await learner();
    const listBefore = await etagOf(client, LIST);
    const detailBefore = await etagOf(client, DETAIL);
    const otherListBefore = await etagOf(other, LIST);

    const submitted = await client.post('/api/v1/fe-submissions', {
      questionId: HTML_ID,
      status: 'solved',
      score: 10,
      previous_data: { html: Buffer.from('<main>done</main>').toString('base64') },
    });
    expect([201, 202]).toContain(submitted.statusCode);
    const graded = await untilGraded(client, submitted.json() as { id: number; status: string });
    expect(graded.status).toBe('solved');

    const list = await revalidate(client, LIST, listBefore);
    expect(list.statusCode).toBe(200);
    expect(list.headers.etag).not.toBe(listBefore);
    expect(
      (list.json() as Array<{ id: number; submission_status: string }>).find(
        (item) => item.id === HTML_ID,
      )?.submission_status,
    ).toBe('solved');

    const detail = await revalidate(client, DETAIL, detailBefore);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers.etag).not.toBe(detailBefore);

    // Another learner's copy is untouched by this learner's progress.
    expect((await revalidate(other, LIST, otherListBefore)).statusCode).toBe(304);
  });

  it('gives the list and the detail a new tag and the new content after a content sync', async () => {
    const client = await learner();
    const listBefore = await etagOf(client, LIST);
    const detailBefore = await etagOf(client, DETAIL);

    const changedDir = mkdtempSync(join(tmpdir(), 'launchpad-content-'));
    try {
      cpSync(CONTENT_DIR, changedDir, { recursive: true });
      const metaFile = join(changedDir, 'html', 'page-outline', 'meta.json');
      const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as { name: string };
      writeFileSync(metaFile, JSON.stringify({ ...meta, name: 'Renamed page outline' }));
      await syncChallengeContent(t.database.db, changedDir);

      const list = await revalidate(client, LIST, listBefore);
      expect(list.statusCode).toBe(200);
      expect(
        (list.json() as Array<{ id: number; name: string }>).find((item) => item.id === HTML_ID)
          ?.name,
      ).toBe('Renamed page outline');
      const detail = await revalidate(client, DETAIL, detailBefore);
      expect(detail.statusCode).toBe(200);
      expect((detail.json() as { name: string }).name).toBe('Renamed page outline');
    } finally {
      await syncChallengeContent(t.database.db, CONTENT_DIR);
      rmSync(changedDir, { recursive: true, force: true });
    }
  });
});
