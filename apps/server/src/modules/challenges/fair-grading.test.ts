import { loadChallengeContent } from '@launchpad/content';
import { messages } from '@launchpad/contract';
import type { ChromiumGrader } from '@launchpad/grader';
import { startTestGrader } from '@launchpad/grader/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT_DIR, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { previousDataOf, untilGraded } from '../../testing/submissions.ts';
import { ChallengeRepo } from './repo.ts';

/**
 * Fair graders (issue #26): one account's runaway submissions take one grader at most, queue
 * behind its own, and past a few waiting the account is told to wait. Another learner's verdict
 * comes after at most one of them.
 */
const counter = loadChallengeContent(CONTENT_DIR).find((c) => c.meta.slug === 'dom-counter')!;
const TIME_LIMIT_MS = 3000;

let grader: ChromiumGrader;
beforeAll(async () => {
  // One grading page: every grading waits for the one before it.
  grader = await startTestGrader({ concurrency: 1, timeoutMs: TIME_LIMIT_MS });
});
afterAll(() => grader.close());

const learner = async (app: TestApp['app']) => (await signUpLearner(app, 'Queue Learner')).client;

/** Submits dom-counter with this script (the starter's by default), from `address` if given. */
const submit = (client: TestClient, script = counter.starter['script.js']!, address?: string) =>
  client.request({
    method: 'POST',
    url: '/api/v1/fe-submissions',
    ...(address ? { remoteAddress: address } : {}),
    payload: {
      questionId: counter.meta.id,
      status: 'solved',
      score: counter.meta.score,
      previous_data: previousDataOf({ ...counter.solution, 'script.js': script }),
    },
  });

describeEachDatabase('fair graders', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start(
      { RATE_LIMITS: 'off', GRADE_WAIT_MS: '0', GRADER_CONCURRENCY: '1' },
      undefined,
      { grader },
    );
  });
  afterAll(() => t.close());

  it("grades another learner's submission after at most one of an account's 8 endless ones", async () => {
    const runaway = await learner(t.app);
    // The loop guard cannot see into eval: each of these runs until the grader's time limit.
    const endless = "eval('for (;;) {}');";
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await submit(runaway, endless));
    const accepted = answers.filter((res) => res.statusCode === 202);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(accepted).toHaveLength(4);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json().message).toBe(messages.tooManyWaitingSubmissions);
    expect(refused[0]!.headers['retry-after']).toBeDefined();

    const honest = await learner(t.app);
    const res = await submit(honest, counter.solution['script.js']!);
    expect(res.statusCode).toBe(202);
    const graded = await untilGraded(honest, res.json());
    expect(graded.status).toBe('solved');

    // When the honest grade landed, at most one of the runaway's had been graded before it.
    const runawayStates = await Promise.all(
      accepted.map(
        async (answer) =>
          (await runaway.get(`/api/v1/fe-submissions/${answer.json().id}`)).json().status,
      ),
    );
    expect(runawayStates.filter((status) => status === 'pending').length).toBeGreaterThanOrEqual(3);
    // The runaway's own queue still drains, one at a time, each failed by the time limit.
    for (const answer of accepted) {
      const done = await untilGraded(runaway, answer.json());
      expect(done.status).toBe('unsolved');
    }
    // And once drained, the account may submit again.
    expect((await submit(runaway, counter.solution['script.js']!)).statusCode).toBe(202);
  }, 60_000);
});

describeEachDatabase('waiting submissions per address', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No grader: every submission stays waiting.
    t = await kind.start({ RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  const submitFrom = (client: TestClient, address: string) => submit(client, undefined, address);

  it('lets 40 wait from one address, whatever the accounts, and refuses the 41st', async () => {
    const accounts = await Promise.all(Array.from({ length: 11 }, () => learner(t.app)));
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await submitFrom(accounts[Math.floor(i / 4)]!, '203.0.113.7')).statusCode);
    }
    expect(statuses).toEqual(Array(40).fill(202));
    const refused = await submitFrom(accounts[10]!, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.tooManyWaitingFromAddress);
    // Another address is not held up by this one.
    expect((await submitFrom(accounts[10]!, '198.51.100.9')).statusCode).toBe(202);
  }, 60_000);
});

describeEachDatabase('claims of one learner at the same instant', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  it('let one grading run, however the two claims interleave', async () => {
    const repo = new ChallengeRepo(t.database.db);
    const client = await learner(t.app);
    const lease = new Date(Date.now() - 60_000).toISOString();
    for (let round = 0; round < 20; round += 1) {
      const ids: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        ids.push((await submit(client)).json().id);
      }
      const now = new Date().toISOString();
      const claimed = await Promise.all(
        ids.map((id) => repo.claimForGrading(id, `token-${round}-${id}`, now, lease)),
      );
      expect(claimed.filter(Boolean)).toHaveLength(1);
      // Both done, so the next round starts with nothing waiting.
      await t.database.db
        .updateTable('submissions')
        .set({ status: 'unsolved', claim_token: null })
        .where('id', 'in', ids)
        .execute();
    }
  });
});
