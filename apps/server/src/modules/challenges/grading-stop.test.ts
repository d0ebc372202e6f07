import { randomUUID } from 'node:crypto';
import { loadChallengeContent } from '@launchpad/content';
import type { GradeRun } from '@launchpad/grader';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GradingOutcome } from '../../http/metrics.ts';
import { previousDataOf } from '../../testing/submissions.ts';
import {
  CONTENT_DIR,
  databaseKinds,
  describeEachDatabase,
  TEST_REDIS_URL,
  type DatabaseKind,
  type TestApp,
} from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import type { Grader } from './grading.ts';
import { createGrading, type Grading } from './grading-setup.ts';
import { GRADING_QUEUE_NAME } from './grading-queue.ts';

/**
 * A process that stops leaves no submission claimed: a grading in hand is finished and stored
 * when its run ends within the stop's wait, or handed back (its claim released, the hand-out not
 * counted) when it does not; nothing new is started meanwhile. The graders here are stand-ins
 * whose runs end when the test says, so each case is decided by the test, not by timing.
 */
const challenge = loadChallengeContent(CONTENT_DIR).find((c) => c.meta.slug === 'page-outline')!;
const silent = pino({ level: 'silent' });
const PASSED: GradeRun = { results: [{ name: 'it works', passed: true, message: '' }] };

/** A grader whose runs end only when the test ends them (`runs[i](result)`). */
function heldGrader() {
  const runs: Array<(run: GradeRun) => void> = [];
  let firstStarted: () => void = () => undefined;
  /** Resolves once the first run has started. */
  const started = new Promise<void>((resolve) => (firstStarted = resolve));
  const grader: Grader = {
    grade: () =>
      new Promise<GradeRun>((resolve) => {
        runs.push(resolve);
        firstStarted();
      }),
  };
  return { grader, runs, started };
}

/** The grading outcomes reported, in order. */
function outcomeLog() {
  const outcomes: GradingOutcome[] = [];
  return {
    outcomes,
    metrics: {
      gradingStarted: () => undefined,
      gradingEnded: (outcome: GradingOutcome) => void outcomes.push(outcome),
    },
  };
}

async function submit(client: TestClient): Promise<number> {
  const res = await client.post('/api/v1/fe-submissions', {
    questionId: challenge.meta.id,
    status: 'solved',
    score: challenge.meta.score,
    previous_data: previousDataOf(challenge.solution),
  });
  expect(res.json().status).toBe('pending');
  return res.json().id as number;
}

async function newLearner(app: TestApp['app']): Promise<TestClient> {
  const client = new TestClient(app);
  const res = await client.post('/api/auth/register', {
    fullName: 'Stopping Learner',
    email: `stop-${randomUUID()}@example.com`,
    password: 'secret123',
  });
  expect(res.statusCode).toBe(201);
  return client;
}

function stopSuite(kind: DatabaseKind, env: () => Record<string, string>) {
  let t: TestApp;
  let grading: Grading | undefined;
  beforeEach(async () => {
    // The app grades nothing itself: the grading under test is the only grader, and it takes one
    // submission at a time, so which one it holds is known.
    t = await kind.start({
      RATE_LIMITS: 'off',
      GRADE_WAIT_MS: '0',
      GRADER_CONCURRENCY: '1',
      ...env(),
    });
  });
  afterEach(async () => {
    await grading?.stop();
    grading = undefined;
    await t.close();
  });

  const row = (id: number) =>
    t.database.db
      .selectFrom('submissions')
      .select(['status', 'attempts', 'claim_token', 'claimed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('finishes and stores a grading whose run ends within the wait, and starts no other', async () => {
    const learner = await newLearner(t.app);
    const first = await submit(learner);
    const second = await submit(learner);
    const held = heldGrader();
    const { outcomes, metrics } = outcomeLog();
    grading = createGrading(t.config, t.database.db, silent, {
      grader: held.grader,
      role: 'worker',
      metrics,
      // Far longer than the test: the run ends because the test ends it.
      handBackAfterMs: 600_000,
    });
    await grading.start();
    await held.started;
    expect(await row(first)).toMatchObject({ status: 'pending', attempts: 1 });

    const stopped = grading.stop();
    grading = undefined;
    held.runs[0]!(PASSED);
    await stopped;

    expect(await row(first)).toMatchObject({ status: 'solved', claim_token: null });
    // The learner's next one was not started while stopping, and is free for the next grader.
    expect(await row(second)).toEqual({
      status: 'pending',
      attempts: 0,
      claim_token: null,
      claimed_at: null,
    });
    expect(held.runs).toHaveLength(1);
    expect(outcomes).toEqual(['solved']);
  });

  it('hands back a grading still running when the wait is over', async () => {
    const learner = await newLearner(t.app);
    const id = await submit(learner);
    const held = heldGrader();
    const { outcomes, metrics } = outcomeLog();
    grading = createGrading(t.config, t.database.db, silent, {
      grader: held.grader,
      role: 'worker',
      metrics,
      handBackAfterMs: 50,
    });
    await grading.start();
    await held.started;
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });

    await grading.stop();
    grading = undefined;
    // Released, and the hand-out not counted as an attempt: the next grader starts afresh.
    expect(await row(id)).toEqual({
      status: 'pending',
      attempts: 0,
      claim_token: null,
      claimed_at: null,
    });
    expect(outcomes).toEqual(['handed_back']);
    // The run that was handed back ends after all: its result is dropped, never written.
    held.runs[0]!(PASSED);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await row(id)).status).toBe('pending');

    // Another grader takes it at once (no lease to wait out) and grades it.
    const next = heldGrader();
    grading = createGrading(t.config, t.database.db, silent, {
      grader: next.grader,
      role: 'worker',
    });
    await grading.start();
    await next.started;
    next.runs[0]!(PASSED);
    while ((await row(id)).status === 'pending') await new Promise((r) => setTimeout(r, 20));
    expect(await row(id)).toMatchObject({ status: 'solved', attempts: 1, claim_token: null });
  });
}

describeEachDatabase('stopping the embedded grading queue', (kind) => {
  stopSuite(kind, () => ({}));
});

describe('stopping a BullMQ grading worker (SQLite, Redis)', () => {
  const sqlite = databaseKinds.find((kind) => kind.name === 'sqlite')!;
  let prefix = '';
  const queue = () =>
    new Queue(GRADING_QUEUE_NAME, {
      connection: { url: TEST_REDIS_URL },
      prefix: `${prefix}bull`,
    });
  beforeEach(() => {
    prefix = `test-${randomUUID()}:`;
  });

  stopSuite(sqlite, () => ({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix }));

  it('puts a handed-back job back in line at once, its tries untouched', async () => {
    const t = await sqlite.start({
      RATE_LIMITS: 'off',
      GRADE_WAIT_MS: '0',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
    });
    const jobs = queue();
    try {
      const id = await submit(await newLearner(t.app));
      const held = heldGrader();
      const grading = createGrading(t.config, t.database.db, silent, {
        grader: held.grader,
        role: 'worker',
        handBackAfterMs: 50,
      });
      await grading.start();
      await held.started;
      await grading.stop();
      const job = await jobs.getJob(`submission-${id}`);
      expect(job).toBeDefined();
      expect(['delayed', 'waiting', 'prioritized']).toContain(await job!.getState());
      expect(job!.attemptsMade).toBe(0);
    } finally {
      await jobs.close();
      await t.close();
    }
  });
});
