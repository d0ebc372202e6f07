import { randomUUID } from 'node:crypto';
import { zeroPerTopic } from '@launchpad/contract';
import { loadChallengeContent } from '@launchpad/content';
import type { ChromiumGrader } from '@launchpad/grader';
import { attacks } from '@launchpad/grader/attacks';
import { startTestGrader } from '@launchpad/grader/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_DIR, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { previousDataOf, untilGraded } from '../../testing/submissions.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { TestClient } from '../../testing/test-client.ts';
import { ChallengeRepo } from './repo.ts';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const content = loadChallengeContent(CONTENT_DIR);
/** The files of a challenge's solution, starter or named wrong solution, as submitted. */
const codeOf = (id: number, which: string) => {
  const challenge = content.find((c) => c.meta.id === id)!;
  return previousDataOf(
    which === 'solution' || which === 'starter' ? challenge[which] : challenge.wrong[which]!,
  );
};

// The sample challenges shipped in content/: html 101 (Easy, 10 points, index.html) and
// react 401 (Easy, 10 points, App.jsx + index.css).
const HTML_ID = 101;
const REACT_ID = 401;

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader();
});
afterAll(() => grader.close());

/** React 401's first wrong solution: it passes some tests, so it earns a partial score. */
const reactWrongCode = () =>
  codeOf(REACT_ID, Object.keys(content.find((c) => c.meta.id === REACT_ID)!.wrong)[0]!);

describeEachDatabase('challenges and submissions', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off' }, undefined, { grader });
  });
  afterAll(() => t.close());

  const learner = async () => (await signUpLearner(t.app)).client;

  const submit = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/v1/fe-submissions', {
      questionId: HTML_ID,
      status: 'unsolved',
      score: 0,
      previous_data: { html: b64('<p>draft</p>') },
      ...body,
    });

  it('requires login for all three endpoints', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/frontend-challenge')).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v1/frontend-challenge/${HTML_ID}`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v1/frontend-challenge/${HTML_ID}/tests`)).statusCode).toBe(
      401,
    );
    expect((await submit(anonymous, {})).statusCode).toBe(401);
  });

  it('lists every challenge with its status for the learner, in topic order', async () => {
    const client = await learner();
    const res = await client.get('/api/v1/frontend-challenge');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]).toEqual({
      id: HTML_ID,
      slug: 'page-outline',
      name: 'Semantic page outline',
      topic: 'html',
      score: 10,
      difficulty: 'Easy',
      module: 1,
      submission_status: 'not_attempted',
      best_score: 0,
    });
    const topics = list.map((item) => item.topic);
    expect(topics.indexOf('react')).toBeGreaterThan(topics.lastIndexOf('html'));
  });

  it('answers the detail with base64 starter files and never the solution', async () => {
    const client = await learner();
    const res = await client.get(`/api/v1/frontend-challenge/${REACT_ID}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: REACT_ID,
      type: 'frontend',
      topic: 'react',
      slug: 'click-counter',
      difficulty: 'Easy',
      score: 10,
      config: {
        open_paths: ['App.jsx', 'index.css'],
        active_path: 'App.jsx',
        componentName: 'App',
      },
      previous_data: {},
    });
    expect(detail.question_body).toContain('# Click counter with useState');
    const app = Buffer.from(detail.files['App.jsx'], 'base64').toString('utf8');
    expect(app).toContain('<p>Count: 0</p>');
    expect(res.body).not.toContain('setCount((n) => n + 1)');
  });

  it("reads a learner's code and hints once for a burst of detail reads", async () => {
    const client = await learner();
    const url = `/api/v1/frontend-challenge/${HTML_ID}`;
    const first = (await client.get(url)).body;
    const reads = vi.spyOn(ChallengeRepo.prototype, 'learnerPartOfDetail');
    try {
      for (let i = 0; i < 3; i += 1) expect((await client.get(url)).body).toBe(first);
      expect(reads).not.toHaveBeenCalled();
      // Another learner's detail is their own.
      await (await learner()).get(url);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('serves the tests as JavaScript', async () => {
    const client = await learner();
    const res = await client.get(`/api/v1/frontend-challenge/${HTML_ID}/tests`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('test(');
  });

  it('reveals hints one at a time, per learner, and keeps them revealed', async () => {
    const alice = await learner();
    const bob = await learner();
    const hints = content.find((c) => c.meta.id === HTML_ID)!.hints;
    expect(hints.length).toBeGreaterThanOrEqual(2);
    const detail = (await alice.get(`/api/v1/frontend-challenge/${HTML_ID}`)).json();
    expect(detail.hints).toEqual({ total: hints.length, revealed: [] });

    const first = await alice.post(`/api/v1/frontend-challenge/${HTML_ID}/hints`, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ total: hints.length, revealed: [hints[0]] });
    const again = (await alice.get(`/api/v1/frontend-challenge/${HTML_ID}`)).json();
    expect(again.hints.revealed).toEqual([hints[0]]);
    expect((await bob.get(`/api/v1/frontend-challenge/${HTML_ID}`)).json().hints.revealed).toEqual(
      [],
    );

    for (let n = 2; n <= hints.length; n += 1) {
      const next = await alice.post(`/api/v1/frontend-challenge/${HTML_ID}/hints`, {});
      expect(next.json().revealed).toEqual(hints.slice(0, n));
    }
    const past = await alice.post(`/api/v1/frontend-challenge/${HTML_ID}/hints`, {});
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe('Every hint is already shown.');
    // Recorded for the learner (their data export), and the score is untouched.
    const exported = (await alice.get('/api/account/export')).json();
    expect(exported.hintReveals.map((r: { hint: number }) => r.hint)).toEqual(
      hints.map((_, i) => i + 1),
    );
    expect((await alice.get('/api/auth/user')).json().user.frontendQuestions.totalScore).toBe(0);

    const anonymous = new TestClient(t.app);
    expect(
      (await anonymous.post(`/api/v1/frontend-challenge/${HTML_ID}/hints`, {})).statusCode,
    ).toBe(401);
    expect((await alice.post('/api/v1/frontend-challenge/99999/hints', {})).statusCode).toBe(404);
  });

  it('serves our solution only to a learner whose verified submission solved it', async () => {
    const client = await learner();
    const path = `/api/v1/frontend-challenge/${HTML_ID}/solution`;
    const before = await client.get(path);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(
      'Solve this challenge to compare your code with our solution.',
    );
    // A claim is not a solve: starter code claimed as solved still gets 403.
    await submit(client, {
      status: 'solved',
      score: 10,
      previous_data: codeOf(HTML_ID, 'starter'),
    });
    expect((await client.get(path)).statusCode).toBe(403);

    await submit(client, { previous_data: codeOf(HTML_ID, 'solution') });
    const after = await client.get(path);
    expect(after.statusCode).toBe(200);
    const solution = content.find((c) => c.meta.id === HTML_ID)!.solution;
    expect(
      Object.fromEntries(
        Object.entries(after.json().files as Record<string, string>).map(([p, b]) => [
          p,
          Buffer.from(b, 'base64').toString('utf8'),
        ]),
      ),
    ).toEqual(solution);
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(401);
    expect((await client.get('/api/v1/frontend-challenge/99999/solution')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const client = await learner();
    expect((await client.get('/api/v1/frontend-challenge/99999')).statusCode).toBe(404);
    expect((await client.get('/api/v1/frontend-challenge/abc')).statusCode).toBe(400);
    // Beyond any stored id (PostgreSQL's integer): a bad request on both databases.
    expect((await client.get('/api/v1/frontend-challenge/2147483648')).statusCode).toBe(400);
    expect((await client.get('/api/v1/frontend-challenge/2147483648/tests')).statusCode).toBe(400);
    expect((await submit(client, { questionId: 99999 })).statusCode).toBe(404);
  });

  describe('submission rules', () => {
    it.each([
      ['an unknown status', { status: 'done' }, 'status'],
      ['a negative score', { score: -1 }, 'score'],
      ['a fractional score', { score: 1.5 }, 'score'],
      ['a score above the challenge score', { score: 11 }, 'score'],
      ['code that is not base64', { previous_data: { html: 'not base64!' } }, 'previous_data.html'],
      ['an unknown language', { previous_data: { python: b64('print(1)') } }, 'previous_data'],
      ['a language the challenge lacks', { previous_data: { jsx: b64('x') } }, 'previous_data'],
      [
        'a file over 100 KB',
        { previous_data: { html: b64('x'.repeat(100_001)) } },
        'previous_data',
      ],
      [
        'a file far over the limit',
        { previous_data: { html: b64('x'.repeat(200_000)) } },
        'previous_data.html',
      ],
      ['a non-numeric question id', { questionId: 'abc' }, 'questionId'],
    ])('refuses %s', async (_label, body, field) => {
      const client = await learner();
      const res = await submit(client, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {})).toContain(field);
    });

    it('requires the anti-forgery header', async () => {
      const client = await learner();
      const res = await client.post(
        '/api/v1/fe-submissions',
        { questionId: HTML_ID, status: 'unsolved', score: 0, previous_data: {} },
        { xsrf: false },
      );
      expect(res.statusCode).toBe(403);
    });
  });

  it('grades the code itself: the claim is recorded, never counted', async () => {
    const client = await learner();
    // The starter code, claimed as solved with the full score.
    const res = await submit(client, {
      status: 'solved',
      score: 10,
      previous_data: codeOf(HTML_ID, 'starter'),
    });
    expect(res.statusCode).toBe(201);
    const graded = res.json();
    expect(graded).toMatchObject({ questionId: HTML_ID, status: 'unsolved', verified: true });
    expect(graded.score).toBeLessThan(10);
    expect(graded.tests.some((test: { passed: boolean }) => !test.passed)).toBe(true);
    const row = await t.database.db
      .selectFrom('submissions')
      .select(['claimed_status', 'claimed_score', 'status'])
      .where('id', '=', graded.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ claimed_status: 'solved', claimed_score: 10, status: 'unsolved' });
    expect((await client.get('/api/auth/user')).json().user.frontendQuestions.solved).toBe(0);
  });

  it('runs the hidden tests too, and never sends their code', async () => {
    const client = await learner();
    const challenge = content.find((c) => c.meta.id === HTML_ID)!;
    const res = await submit(client, { previous_data: codeOf(HTML_ID, 'solution') });
    const graded = res.json();
    expect(graded).toMatchObject({ status: 'solved', score: 10, verified: true, failure: null });
    const visible = (await client.get(`/api/v1/frontend-challenge/${HTML_ID}/tests`)).body;
    const visibleCount = visible.match(/\btest\(/g)!.length;
    expect(graded.tests.length).toBeGreaterThan(visibleCount);
    expect(graded.tests.every((test: { passed: boolean }) => test.passed)).toBe(true);
    // A line of the hidden tests appears in no response.
    const hiddenLine = challenge.hiddenTests!.split('\n').find((line) => line.trim().length > 30)!;
    expect(visible).not.toContain(hiddenLine.trim());
    const detail = await client.get(`/api/v1/frontend-challenge/${HTML_ID}`);
    expect(detail.body).not.toContain(hiddenLine.trim());
    expect(JSON.stringify(graded)).not.toContain(hiddenLine.trim());
  });

  it('answers a tampering submission with no hidden test in it, through every endpoint', async () => {
    // The attack suite (packages/grader/src/attacks.test.ts) runs every trick on every topic
    // against the grader; here the leak through callers and stacks goes through the API.
    const client = await learner();
    const challenge = content.find((c) => c.meta.slug === 'array-chunk')!;
    const leak = attacks.find((attack) => attack.name.startsWith('leaks through callers'))!;
    const script = `${leak.code}\n${challenge.starter['script.js']!.replace(
      'function chunk(array, size) {',
      'function chunk(array, size) {\n  window.__hook(array);',
    )}`;
    const res = await submit(client, {
      questionId: challenge.meta.id,
      previous_data: previousDataOf({ ...challenge.starter, 'script.js': script }),
    });
    const graded = await untilGraded(client, res.json());
    expect(graded.status).toBe('unsolved');
    const visibleCount = challenge.tests.match(/\btest\(/g)!.length;
    const hidden = graded.tests.slice(visibleCount);
    expect(hidden.length).toBeGreaterThan(0);
    // Each hidden test is its description for the learner, with no message of its own.
    for (const test of hidden as Array<{ name: string; message: string; hidden?: boolean }>) {
      expect(test).toMatchObject({ hidden: true, message: '' });
      expect(challenge.hiddenTests).toContain(`description: "${test.name}"`);
    }
    const answers = [
      JSON.stringify(graded),
      (await client.get(`/api/v1/fe-submissions/${graded.id}`)).body,
      (await client.get(`/api/v1/fe-submissions?questionId=${challenge.meta.id}`)).body,
    ].join('\n');
    const hiddenLines = challenge
      .hiddenTests!.split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length >= 16 && !/^(test|it)\(/.test(line))
      .concat([...challenge.hiddenTests!.matchAll(/^test\('([^']+)'/gm)].map((match) => match[1]!))
      .filter((line) => !challenge.tests.includes(line));
    expect(hiddenLines.length).toBeGreaterThan(3);
    for (const line of hiddenLines) expect(answers).not.toContain(line);
  });

  it('gives a partial score for a wrong solution: round(score × passed ÷ total)', async () => {
    const client = await learner();
    const res = await client.post('/api/v1/fe-submissions', {
      questionId: REACT_ID,
      status: 'solved',
      score: 10,
      previous_data: reactWrongCode(),
    });
    const graded = res.json();
    const passed = graded.tests.filter((test: { passed: boolean }) => test.passed).length;
    expect(graded.status).toBe('unsolved');
    expect(graded.score).toBe(Math.round((10 * passed) / graded.tests.length));
  });

  it('lists the best score: 0 when not attempted, the partial score, the full score once solved', async () => {
    const client = await learner();
    const bestScores = async () => {
      const list = (await client.get('/api/v1/frontend-challenge')).json() as Array<{
        id: number;
        submission_status: string;
        best_score: number;
      }>;
      const pick = (id: number) => {
        const { submission_status, best_score } = list.find((c) => c.id === id)!;
        return { submission_status, best_score };
      };
      return { html: pick(HTML_ID), react: pick(REACT_ID) };
    };
    expect(await bestScores()).toEqual({
      html: { submission_status: 'not_attempted', best_score: 0 },
      react: { submission_status: 'not_attempted', best_score: 0 },
    });

    const partial = (
      await client.post('/api/v1/fe-submissions', {
        questionId: REACT_ID,
        status: 'solved',
        score: 10,
        previous_data: reactWrongCode(),
      })
    ).json();
    expect(partial.status).toBe('unsolved');
    expect(partial.score).toBeGreaterThan(0);
    expect(partial.score).toBeLessThan(10);
    await submit(client, { previous_data: codeOf(HTML_ID, 'solution') });
    // A worse attempt afterwards keeps the best score.
    await submit(client, { previous_data: codeOf(HTML_ID, 'starter') });
    expect(await bestScores()).toEqual({
      html: { submission_status: 'solved', best_score: 10 },
      react: { submission_status: 'unsolved', best_score: partial.score },
    });
  });

  it("shows a learner their own submissions, newest first, and nobody else's", async () => {
    const alice = await learner();
    const bob = await learner();
    const first = (await submit(alice, { previous_data: codeOf(HTML_ID, 'starter') })).json();
    const second = (await submit(alice, { previous_data: codeOf(HTML_ID, 'solution') })).json();
    const own = await alice.get(`/api/v1/fe-submissions/${first.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(first);
    expect((await bob.get(`/api/v1/fe-submissions/${first.id}`)).statusCode).toBe(404);
    expect((await alice.get('/api/v1/fe-submissions/99999999')).statusCode).toBe(404);

    const history = await alice.get(`/api/v1/fe-submissions?questionId=${HTML_ID}`);
    expect(history.statusCode).toBe(200);
    const { submissions } = history.json() as { submissions: Array<{ id: number }> };
    expect(submissions.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(submissions[0]).toMatchObject({
      status: 'solved',
      verified: true,
      code: codeOf(HTML_ID, 'solution'),
    });
    expect(submissions[1]).toMatchObject({ status: 'unsolved', code: codeOf(HTML_ID, 'starter') });
    expect((await bob.get(`/api/v1/fe-submissions?questionId=${HTML_ID}`)).json()).toEqual({
      submissions: [],
      hintReveals: [],
    });
    expect((await alice.get('/api/v1/fe-submissions?questionId=abc')).statusCode).toBe(400);
    expect((await alice.get('/api/v1/fe-submissions?questionId=99999')).statusCode).toBe(404);
  });

  it('tells each grade the points it added to the total: its score over the best before it', async () => {
    const client = await learner();
    const totalScore = async () =>
      (await client.get('/api/auth/user')).json().user.frontendQuestions.totalScore as number;
    const first = (await submit(client, { previous_data: codeOf(HTML_ID, 'solution') })).json();
    expect(first).toMatchObject({ status: 'solved', score: 10, pointsEarned: 10 });
    expect(await totalScore()).toBe(10);
    const again = (await submit(client, { previous_data: codeOf(HTML_ID, 'solution') })).json();
    expect(again).toMatchObject({ status: 'solved', score: 10, pointsEarned: 0 });
    expect(await totalScore()).toBe(10);
    // What GET answers is the same stored figure.
    expect((await client.get(`/api/v1/fe-submissions/${again.id}`)).json().pointsEarned).toBe(0);

    const partial = (
      await client.post('/api/v1/fe-submissions', {
        questionId: REACT_ID,
        status: 'solved',
        score: 10,
        previous_data: reactWrongCode(),
      })
    ).json();
    expect(partial.score).toBeGreaterThan(0);
    expect(partial.pointsEarned).toBe(partial.score);
    const full = (
      await client.post('/api/v1/fe-submissions', {
        questionId: REACT_ID,
        status: 'solved',
        score: 10,
        previous_data: codeOf(REACT_ID, 'solution'),
      })
    ).json();
    expect(full).toMatchObject({ status: 'solved', score: 10, pointsEarned: 10 - partial.score });
    expect(await totalScore()).toBe(20);
  });

  it('lists the hints a learner revealed with their submissions, each newest first', async () => {
    const alice = await learner();
    const bob = await learner();
    const submitted = (await submit(alice, { previous_data: codeOf(HTML_ID, 'starter') })).json();
    await alice.post(`/api/v1/frontend-challenge/${HTML_ID}/hints`, {});
    await alice.post(`/api/v1/frontend-challenge/${HTML_ID}/hints`, {});
    await bob.post(`/api/v1/frontend-challenge/${HTML_ID}/hints`, {});
    // A reveal on another challenge is not part of this one's history.
    await alice.post(`/api/v1/frontend-challenge/${REACT_ID}/hints`, {});

    const history = (await alice.get(`/api/v1/fe-submissions?questionId=${HTML_ID}`)).json() as {
      submissions: Array<{ id: number }>;
      hintReveals: Array<{ hint: number; revealedAt: string }>;
    };
    expect(history.submissions.map((s) => s.id)).toEqual([submitted.id]);
    expect(history.hintReveals.map((reveal) => reveal.hint)).toEqual([2, 1]);
    for (const reveal of history.hintReveals) {
      expect(Date.parse(reveal.revealedAt)).toBeGreaterThanOrEqual(Date.parse(submitted.createdAt));
    }
    const bobHistory = (await bob.get(`/api/v1/fe-submissions?questionId=${HTML_ID}`)).json();
    expect(bobHistory.submissions).toEqual([]);
    expect(bobHistory.hintReveals.map((reveal: { hint: number }) => reveal.hint)).toEqual([1]);
  });

  it('keeps the best score, stays solved once solved, and keeps the latest code', async () => {
    const client = await learner();
    const solved = await submit(client, { previous_data: codeOf(HTML_ID, 'solution') });
    expect(solved.json()).toMatchObject({ status: 'solved', score: 10 });

    const worse = await submit(client, {
      status: 'solved',
      score: 10,
      previous_data: { html: b64('<p>v3</p>') },
    });
    expect(worse.json()).toMatchObject({ status: 'unsolved' });

    const detail = (await client.get(`/api/v1/frontend-challenge/${HTML_ID}`)).json();
    expect(Buffer.from(detail.previous_data.html, 'base64').toString()).toBe('<p>v3</p>');

    const list = (await client.get('/api/v1/frontend-challenge')).json() as Array<{
      id: number;
      submission_status: string;
    }>;
    expect(list.find((c) => c.id === HTML_ID)?.submission_status).toBe('solved');
    const user = (await client.get('/api/auth/user')).json().user;
    expect(user.frontendQuestions).toMatchObject({ totalScore: 10, solved: 1 });
  });

  it('derives the user totals from the grades', async () => {
    const client = await learner();
    const before = (await client.get('/api/auth/user')).json().user;
    expect(before.frontendQuestions).toEqual({
      totalScore: 0,
      solved: 0,
      solvedByTopic: zeroPerTopic(),
    });
    expect(before.fe_total).toBeGreaterThanOrEqual(4);
    expect(before.fe_total_by_topic.react).toBeGreaterThanOrEqual(1);

    await submit(client, { previous_data: codeOf(HTML_ID, 'solution') });
    const partial = (
      await client.post('/api/v1/fe-submissions', {
        questionId: REACT_ID,
        status: 'unsolved',
        score: 0,
        previous_data: reactWrongCode(),
      })
    ).json();
    const after = (await client.get('/api/auth/user')).json().user;
    expect(after.frontendQuestions).toEqual({
      totalScore: 10 + partial.score,
      solved: 1,
      solvedByTopic: { ...zeroPerTopic(), html: 1 },
    });
  });

  it("never shows one learner's progress or code to another", async () => {
    const alice = await learner();
    const bob = await learner();
    await submit(alice, { previous_data: codeOf(HTML_ID, 'solution') });
    const bobDetail = (await bob.get(`/api/v1/frontend-challenge/${HTML_ID}`)).json();
    expect(bobDetail.previous_data).toEqual({});
    const bobList = (await bob.get('/api/v1/frontend-challenge')).json() as Array<{
      id: number;
      submission_status: string;
    }>;
    expect(bobList.find((c) => c.id === HTML_ID)?.submission_status).toBe('not_attempted');
    expect((await bob.get('/api/auth/user')).json().user.frontendQuestions.solved).toBe(0);
  });

  it('keeps the code of only the latest 20 submissions per challenge; older rows keep their score', async () => {
    const client = await learner();
    for (let i = 1; i <= 22; i += 1) {
      const res = await submit(client, {
        previous_data: i === 1 ? codeOf(HTML_ID, 'solution') : { html: b64(`<p>v${i}</p>`) },
      });
      expect(res.statusCode).toBe(201);
    }
    const rows = await t.database.db
      .selectFrom('submissions')
      .innerJoin('users', 'users.id', 'submissions.user_id')
      .select(['submissions.code', 'submissions.score'])
      .where('submissions.challenge_id', '=', HTML_ID)
      .where('users.id', '=', (eb) => eb.selectFrom('users').select(eb.fn.max('id').as('id')))
      .orderBy('submissions.id')
      .execute();
    expect(rows).toHaveLength(22);
    expect(rows.slice(0, 2).map((row) => row.code)).toEqual(['', '']);
    expect(rows[0]!.score).toBe(10);
    expect(rows.slice(2).every((row) => row.code !== '')).toBe(true);
    expect(JSON.parse(rows[21]!.code)).toEqual({ html: b64('<p>v22</p>') });
    // The best score still counts for the learner.
    const detail = await client.get(`/api/v1/frontend-challenge/${HTML_ID}`);
    expect(detail.json().previous_data).toEqual({ html: b64('<p>v22</p>') });
    const user = (await client.get('/api/auth/user')).json().user;
    expect(user.frontendQuestions.totalScore).toBe(10);
    // The history says which kept their code: the two oldest did not.
    const history = (await client.get(`/api/v1/fe-submissions?questionId=${HTML_ID}`)).json();
    const codes = (history.submissions as Array<{ code: unknown }>).map((s) => s.code);
    expect(codes.slice(-2)).toEqual([null, null]);
    expect(codes[0]).toEqual({ html: b64('<p>v22</p>') });
    expect(codes.slice(0, 20).every((code) => code !== null)).toBe(true);
  });
});

describeEachDatabase('submissions graded after the answer', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The request waits for no grade: it answers 202 and the client polls.
    t = await kind.start({ RATE_LIMITS: 'off', GRADE_WAIT_MS: '0' }, undefined, { grader });
  });
  afterAll(() => t.close());

  it('answers 202 pending, then the graded submission on GET', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/auth/register', {
      fullName: 'Patient Learner',
      email: `p-${randomUUID()}@example.com`,
      password: 'secret123',
    });
    const res = await client.post('/api/v1/fe-submissions', {
      questionId: HTML_ID,
      status: 'unsolved',
      score: 0,
      previous_data: codeOf(HTML_ID, 'solution'),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'pending', score: 0, tests: [], verified: false });
    expect(await untilGraded(client, res.json())).toMatchObject({
      status: 'solved',
      score: 10,
      verified: true,
    });
  });
});
