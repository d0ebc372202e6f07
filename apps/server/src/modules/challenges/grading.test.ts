import { randomUUID } from 'node:crypto';
import { loadChallengeContent, type ChallengeContent } from '@launchpad/content';
import type { ChromiumGrader } from '@launchpad/grader';
import { GraderUnavailableError } from '@launchpad/grader';
import { startTestGrader, TEST_CHROMIUM_PATH } from '@launchpad/grader/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CONTENT_DIR,
  databaseKinds,
  describeEachDatabase,
  TEST_REDIS_URL,
  type TestApp,
} from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { startProcess, type ServerProcess } from '../../testing/server-process.ts';
import { previousDataOf, untilGraded } from '../../testing/submissions.ts';
import { beforeTheCacheExpires, readUntil } from '../../testing/eventually.ts';
import { GradingService } from './grading.ts';
import { ChallengeRepo, MAX_WAITING_PER_ADDRESS } from './repo.ts';

/**
 * Verified progress end to end: what a learner's points are worth once the server grades. A
 * script that claims every challenge solved with the starter code earns nothing; the reference
 * solutions earn every point; a wrong solution its partial score. Then the queue at scale: two
 * `npm run grader` processes on BullMQ grading one burst, each submission exactly once.
 */
const content = loadChallengeContent(CONTENT_DIR);
/**
 * Two challenges of each topic, its first and its last: the server's path from a claimed solve to
 * verified points, on every kind of page. Every reference of the content is proven through the
 * same grader by `npm run challenges:check`; grading all ~150 here on both databases took 4 min.
 */
const sampled = [...new Set(content.map((c) => c.meta.topic))].flatMap((topic) => {
  const ofTopic = content
    .filter((c) => c.meta.topic === topic)
    .sort((a, b) => a.meta.id - b.meta.id);
  return [ofTopic[0]!, ofTopic.at(-1)!];
});
const TOTAL_POINTS = sampled.reduce((sum, challenge) => sum + challenge.meta.score, 0);

async function newLearner(app: TestApp['app']) {
  const client = new TestClient(app);
  const res = await client.post('/api/auth/register', {
    fullName: 'Verified Learner',
    email: `v-${randomUUID()}@example.com`,
    password: 'secret123',
  });
  expect(res.statusCode).toBe(201);
  return client;
}

/** Submits these files for the challenge, claiming it solved with full marks (as a cheat would). */
const claimSolved = (
  client: TestClient,
  challenge: ChallengeContent,
  files: Record<string, string> = challenge.solution,
) =>
  client.post('/api/v1/fe-submissions', {
    questionId: challenge.meta.id,
    status: 'solved',
    score: challenge.meta.score,
    previous_data: previousDataOf(files),
  });

/** Submits one file set per sampled challenge, a few at a time, claiming each solved in full. */
async function submitAll(
  client: TestClient,
  filesOf: (challenge: ChallengeContent) => Record<string, string>,
) {
  const queue = [...sampled];
  const graded: Array<{ id: number; status: string; score: number; questionId: number }> = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const res = await claimSolved(client, next, filesOf(next));
      expect([201, 202], res.body).toContain(res.statusCode);
      // A slow run (failing tests wait out their timeouts) answers 202 first: poll it.
      graded.push(await untilGraded(client, res.json()));
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return graded;
}

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader();
});
afterAll(() => grader.close());

describeEachDatabase('verified progress', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off' }, undefined, { grader });
  });
  afterAll(() => t.close());

  it('gives 0 points for starter code claimed as solved, full points for the reference solutions', async () => {
    const cheater = await newLearner(t.app);
    const cheated = await submitAll(cheater, (challenge) => challenge.starter);
    expect(cheated.every((submission) => submission.status === 'unsolved')).toBe(true);
    const cheaterUser = (await cheater.get('/api/auth/user')).json().user;
    expect(cheaterUser.frontendQuestions.solved).toBe(0);
    // Some starters pass a test or two (a given file, a heading already there): never a solve.
    expect(cheaterUser.frontendQuestions.totalScore).toBe(
      cheated.reduce((sum, submission) => sum + submission.score, 0),
    );
    for (const submission of cheated) {
      const challenge = content.find((c) => c.meta.id === submission.questionId)!;
      expect(submission.score).toBeLessThan(challenge.meta.score);
    }

    const learner = await newLearner(t.app);
    const solved = await submitAll(learner, (challenge) => challenge.solution);
    expect(solved.filter((submission) => submission.status !== 'solved')).toEqual([]);
    const user = (await learner.get('/api/auth/user')).json().user;
    expect(user.frontendQuestions.solved).toBe(sampled.length);
    expect(user.frontendQuestions.totalScore).toBe(TOTAL_POINTS);
  }, 300_000);

  it('gives a wrong solution its partial score', async () => {
    const learner = await newLearner(t.app);
    const challenge = content.find((c) => c.meta.slug === 'array-chunk')!;
    const [name, files] = Object.entries(challenge.wrong)[0]!;
    const res = await claimSolved(learner, challenge, files);
    const graded = res.json();
    const passed = graded.tests.filter((test: { passed: boolean }) => test.passed).length;
    expect(graded.status, `wrong/${name}`).toBe('unsolved');
    expect(passed).toBeGreaterThan(0);
    expect(graded.score).toBe(Math.round((challenge.meta.score * passed) / graded.tests.length));
    expect((await learner.get('/api/auth/user')).json().user.frontendQuestions.totalScore).toBe(
      graded.score,
    );
    // The hidden tests are told by their descriptions alone, flagged as hidden; never by name.
    const hiddenSource = challenge.hiddenTests!;
    const hidden = graded.tests.filter((test: { hidden?: boolean }) => test.hidden);
    expect(hidden.length).toBe(hiddenSource.match(/description:/g)!.length);
    for (const test of hidden) expect(hiddenSource).toContain(test.name);
    for (const [, name] of hiddenSource.matchAll(/^test\('([^']+)'/gm)) {
      expect(res.body).not.toContain(name);
    }
  });

  it('shows a grade in the next user object and list, though both were read just before it', async () => {
    const learner = await newLearner(t.app);
    const challenge = content.find((c) => c.meta.slug === 'array-chunk')!;
    const standing = async () => {
      const list = (await learner.get('/api/v1/frontend-challenge')).json();
      const item = list.find((entry: { id: number }) => entry.id === challenge.meta.id);
      return { status: item.submission_status, bestScore: item.best_score };
    };
    const totals = async () => {
      const { solved, totalScore } = (await learner.get('/api/auth/user')).json().user
        .frontendQuestions;
      return { solved, totalScore };
    };
    // Read twice: the second answer comes from what the first kept.
    for (let read = 0; read < 2; read += 1) {
      expect(await totals()).toEqual({ solved: 0, totalScore: 0 });
      expect(await standing()).toEqual({ status: 'not_attempted', bestScore: 0 });
    }

    const res = await claimSolved(learner, challenge);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('solved');
    expect(await totals()).toEqual({ solved: 1, totalScore: challenge.meta.score });
    expect(await standing()).toEqual({ status: 'solved', bestScore: challenge.meta.score });
  });
});

describeEachDatabase('grading when the grader fails', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No grader in the app: the tests hand rows to GradingService themselves.
    t = await kind.start({ RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  async function pendingSubmission() {
    const learner = await newLearner(t.app);
    const challenge = content.find((c) => c.meta.slug === 'page-outline')!;
    const res = await learner.post('/api/v1/fe-submissions', {
      questionId: challenge.meta.id,
      status: 'solved',
      score: 10,
      previous_data: previousDataOf(challenge.solution),
    });
    expect(res.json().status).toBe('pending');
    return res.json().id as number;
  }
  const row = (id: number) =>
    t.database.db
      .selectFrom('submissions')
      .select(['status', 'attempts', 'failure', 'claim_token'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('leaves the row pending, its attempts uncounted, while no browser can run', async () => {
    const id = await pendingSubmission();
    const unavailable = new GradingService(new ChallengeRepo(t.database.db), {
      grade: () => Promise.reject(new GraderUnavailableError('Chromium could not start')),
    });
    expect(await unavailable.gradeOne(id)).toEqual({ kind: 'retry' });
    expect(await unavailable.gradeOne(id)).toEqual({ kind: 'retry' });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, claim_token: null });

    expect(
      await new GradingService(new ChallengeRepo(t.database.db), grader).gradeOne(id),
    ).toMatchObject({ kind: 'graded' });
    expect(await row(id)).toMatchObject({ status: 'solved', attempts: 1 });
    // Graded once: handing it out again changes nothing.
    expect(await new GradingService(new ChallengeRepo(t.database.db), grader).gradeOne(id)).toEqual(
      { kind: 'not-claimed' },
    );
  });

  it('fails a submission whose graders keep vanishing, with the reason', async () => {
    const id = await pendingSubmission();
    // Three claims that never wrote a grade (their graders died).
    await t.database.db
      .updateTable('submissions')
      .set({ attempts: 3 })
      .where('id', '=', id)
      .execute();
    const service = new GradingService(new ChallengeRepo(t.database.db), grader);
    expect(await service.gradeOne(id)).toMatchObject({ kind: 'graded' });
    const stored = await row(id);
    expect(stored.status).toBe('unsolved');
    expect(stored.failure).toMatch(/^We could not grade this submission/);
  });
});

describe('BullMQ: two grader processes on one queue (PostgreSQL, Redis)', () => {
  const postgres = databaseKinds.find((kind) => kind.name === 'postgres')!;
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test-${randomUUID()}:` };
  let t: TestApp;
  const workers: ServerProcess[] = [];

  beforeAll(async () => {
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await redis.connect();
    } catch (error) {
      throw new Error(
        `Redis is not reachable at ${TEST_REDIS_URL} (${(error as Error).message}); this test needs it.`,
        { cause: error },
      );
    } finally {
      redis.disconnect();
    }
    // The web instance grades nothing (GRADER=off) and answers at once; the workers grade.
    t = await postgres.start({ ...env, RATE_LIMITS: 'off', GRADE_WAIT_MS: '0' });
    for (let i = 0; i < 2; i += 1) {
      workers.push(
        await startProcess(
          'src/grader.ts',
          {
            ...env,
            DATABASE_URL: t.databaseUrl!,
            GRADER_CONCURRENCY: '2',
            GRADER_RUNTIME_DIR: inject('runnerRuntimeDir'),
            CHROMIUM_PATH: TEST_CHROMIUM_PATH,
            LOG_LEVEL: 'info',
          },
          { logMessage: 'grader started' },
        ),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await t?.close();
  });

  it("shows another process's grade in this instance's user object, though read just before", async () => {
    const learner = await newLearner(t.app);
    const challenge = content.find((c) => c.meta.slug === 'page-outline')!;
    const totalScore = async () =>
      (await learner.get('/api/auth/user')).json().user.frontendQuestions.totalScore as number;
    expect(await totalScore()).toBe(0);
    const res = await claimSolved(learner, challenge);
    expect(res.statusCode).toBe(202);
    // Watched in the database, not through the learner's GET (which would refresh by itself):
    // only the worker's notice over Redis can tell this instance that the grade landed.
    const status = async () =>
      (
        await t.database.db
          .selectFrom('submissions')
          .select('status')
          .where('id', '=', res.json().id)
          .executeTakeFirstOrThrow()
      ).status;
    while ((await status()) === 'pending') {
      expect(await totalScore()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await status()).toBe('solved');
    const gradedAt = Date.now();
    // The session cache believes a row for 5 s after reading it, and the loop above kept reading:
    // a grade seen this soon is the notice's doing, unless the kept row happened to be read up to
    // 4.5 s before the grade landed (then this proves less; sessions.test.ts proves the drop
    // across instances from a known moment).
    const deadline = beforeTheCacheExpires(gradedAt);
    expect(await readUntil(totalScore, (score) => score > 0, deadline)).toBe(challenge.meta.score);
  }, 60_000);

  it('grades 100 submissions of 50 learners, each exactly once, on both workers', async () => {
    // Two each: an account has one grading running at a time and a few waiting (fair graders).
    const learners = await Promise.all(Array.from({ length: 50 }, () => newLearner(t.app)));
    const challenge = content.find((c) => c.meta.slug === 'dom-counter')!;
    const ids: number[] = [];
    const pending = () =>
      t.database.db
        .selectFrom('submissions')
        .select('id')
        .where('status', '=', 'pending')
        .execute();
    for (let i = 0; i < 100; i += 1) {
      // The class shares one address here: its waiting submissions stay under that address's cap
      // (a 41st would be refused), as a class behind one router would find.
      while ((await pending()).length >= MAX_WAITING_PER_ADDRESS - 1) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const res = await learners[i % learners.length]!.post('/api/v1/fe-submissions', {
        questionId: challenge.meta.id,
        status: 'unsolved',
        score: 0,
        previous_data: previousDataOf(i % 2 ? challenge.solution : challenge.starter),
      });
      // 201 with the verdict when a grader finished within the web's wait, else 202 pending.
      expect([201, 202]).toContain(res.statusCode);
      ids.push(res.json().id);
    }
    while ((await pending()).length > 0) await new Promise((r) => setTimeout(r, 200));

    const rows = await t.database.db
      .selectFrom('submissions')
      .select(['id', 'status', 'attempts'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(
      ids.map((_, i) => (i % 2 ? 'solved' : 'unsolved')),
    );
    expect(rows.every((row) => Number(row.attempts) === 1)).toBe(true);
    const loggedGrades = () =>
      workers.map((worker) =>
        worker.logs
          .filter((entry) => entry.msg === 'submission graded' && entry.written === true)
          .map((entry) => entry.submission as number)
          // The workers' logs hold the other tests' grades too.
          .filter((id) => ids.includes(id)),
      );
    // A worker logs a grade just after committing it: its line may still be on its way.
    while (loggedGrades().flat().length < ids.length) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const gradedBy = loggedGrades();
    expect([...gradedBy[0]!, ...gradedBy[1]!].sort((a, b) => a - b)).toEqual(ids);
    expect(gradedBy.every((graded) => graded.length > 0)).toBe(true);
  }, 120_000);
});
