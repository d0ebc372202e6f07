import { loadChallengeContent } from '@launchpad/content';
import type { ChromiumGrader } from '@launchpad/grader';
import { startTestGrader } from '@launchpad/grader/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT_DIR, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { previousDataOf, untilGraded } from '../../testing/submissions.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { TestClient } from '../../testing/test-client.ts';

/**
 * TypeScript challenges (issue #34): the workspace's type check (POST …/type-check) and the grade
 * both run the TypeScript compiler on the learner's files; a type error is a failing test that
 * names the error and its line, and the grade is unsolved.
 */
const content = loadChallengeContent(CONTENT_DIR);
const shapes = content.find((challenge) => challenge.meta.slug === 'shape-areas')!;
const TS_ID = shapes.meta.id;
const reference = shapes.solution['index.ts']!;
/** The reference solution with one type error added, on its own line. */
const withTypeError = reference.replace(
  'function area(shape: Shape): number {',
  "function area(shape: Shape): number {\n  const label: number = 'area';",
);
const errorLine = withTypeError.split('\n').indexOf("  const label: number = 'area';") + 1;
const TYPE_ERROR = `index.ts line ${errorLine}: Type 'string' is not assignable to type 'number'.`;

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader();
});
afterAll(() => grader.close());

describeEachDatabase('type checks of TypeScript challenges', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off' }, undefined, { grader });
  });
  afterAll(() => t.close());

  const typeCheck = (client: TestClient, id: number, code: string) =>
    client.post(`/api/v1/frontend-challenge/${id}/type-check`, {
      previous_data: previousDataOf({ 'index.ts': code }),
    });

  it('answers the visible type tests for the reference solution, all passing', async () => {
    const { client } = await signUpLearner(t.app);
    const res = await typeCheck(client, TS_ID, reference);
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { name: string; passed: boolean }[] };
    expect(results[0]).toEqual({ name: 'The code has no type errors', passed: true, message: '' });
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((result) => result.passed)).toBe(true);
    // Only the visible type tests: the hidden ones are the grader's.
    expect(results.some((result) => 'hidden' in result)).toBe(false);
  });

  it('names a type error and its line, in the check and in the grade (unsolved)', async () => {
    const { client } = await signUpLearner(t.app);
    const checked = (await typeCheck(client, TS_ID, withTypeError)).json() as {
      results: { name: string; passed: boolean; message: string }[];
    };
    expect(checked.results[0]).toEqual({
      name: 'The code has no type errors',
      passed: false,
      message: TYPE_ERROR,
    });

    const submitted = await client.post('/api/v1/fe-submissions', {
      questionId: TS_ID,
      status: 'solved',
      score: shapes.meta.score,
      previous_data: previousDataOf({ 'index.ts': withTypeError }),
    });
    expect([201, 202]).toContain(submitted.statusCode);
    const graded = await untilGraded(client, submitted.json() as { id: number; status: string });
    expect(graded).toMatchObject({ status: 'unsolved', verified: true });
    const tests = (
      graded as unknown as { tests: { name: string; passed: boolean; message: string }[] }
    ).tests;
    expect(tests[0]).toEqual({
      name: 'The code has no type errors',
      passed: false,
      message: TYPE_ERROR,
    });
    // The behaviour tests still ran in Chromium, and passed: only the type error fails it.
    expect(tests.slice(1).every((test) => test.passed)).toBe(true);
  }, 60_000);

  it('is empty for a challenge without TypeScript, 404 for none, 400 for bad input, 401 without a session', async () => {
    const { client } = await signUpLearner(t.app);
    const html = await client.post('/api/v1/frontend-challenge/101/type-check', {
      previous_data: previousDataOf({ 'index.html': '<main></main>' }),
    });
    expect(html.json()).toEqual({ results: [] });
    expect((await typeCheck(client, 699, reference)).statusCode).toBe(404);
    const bad = await client.post(`/api/v1/frontend-challenge/${TS_ID}/type-check`, {
      previous_data: { ts: 'not base64 !' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await typeCheck(new TestClient(t.app), TS_ID, reference)).statusCode).toBe(401);
  });
});
