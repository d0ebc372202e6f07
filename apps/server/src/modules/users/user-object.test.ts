import { loadChallengeContent } from '@launchpad/content';
import { zeroPerTopic, type PerTopic } from '@launchpad/contract';
import type { ChromiumGrader } from '@launchpad/grader';
import { startTestGrader } from '@launchpad/grader/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { previousDataOf, untilGraded } from '../../testing/submissions.ts';
import { CONTENT_DIR, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { syncContent } from '../../testing/content.ts';
import type { TestClient } from '../../testing/test-client.ts';

/**
 * The user object's totals (`fe_total`, `fe_total_by_topic`, `frontendQuestions`) are counted from
 * the synced content and the learner's progress rows on every read, never kept as a copy: a grade
 * shows in the very next GET /api/auth/user. Graded by the real Chromium grader.
 */
const content = loadChallengeContent(CONTENT_DIR);
const challenge = content.find((c) => c.meta.topic === 'css')!;

function countsByTopic(challenges: typeof content): PerTopic {
  const counts = zeroPerTopic();
  for (const { meta } of challenges) counts[meta.topic] += 1;
  return counts;
}

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader();
});
afterAll(() => grader.close());

describeEachDatabase('the user object', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off' }, undefined, { grader });
  });
  afterAll(() => t.close());

  const learner = async () => (await signUpLearner(t.app, 'Totals Learner')).client;

  const userOf = async (client: TestClient) => (await client.get('/api/auth/user')).json().user;

  async function solve(client: TestClient) {
    const res = await client.post('/api/v1/fe-submissions', {
      questionId: challenge.meta.id,
      status: 'unsolved',
      score: 0,
      previous_data: previousDataOf(challenge.solution),
    });
    expect([201, 202]).toContain(res.statusCode);
    expect((await untilGraded(client, res.json())).status).toBe('solved');
  }

  it('counts every active challenge per topic, and a graded solve in the very next read', async () => {
    const client = await learner();
    const bystander = await learner();
    const nothingSolved = {
      totalScore: 0,
      solved: 0,
      solvedByTopic: zeroPerTopic(),
    };
    const before = await userOf(client);
    expect(before.fe_total).toBe(content.length);
    expect(before.fe_total_by_topic).toEqual(countsByTopic(content));
    expect(before.frontendQuestions).toEqual(nothingSolved);

    await solve(client);
    const after = await userOf(client);
    expect(after.frontendQuestions).toEqual({
      totalScore: challenge.meta.score,
      solved: 1,
      solvedByTopic: { ...zeroPerTopic(), css: 1 },
    });
    expect(after.fe_total).toBe(content.length);
    expect(after.fe_total_by_topic).toEqual(countsByTopic(content));
    expect((await userOf(bystander)).frontendQuestions).toEqual(nothingSolved);
  });

  it('leaves a retired challenge out of the totals and of the points', async () => {
    const client = await learner();
    await solve(client);
    const remaining = content.filter((c) => c !== challenge);
    // The content sync (a deploy without the challenge's folder) retires it; syncing all of it
    // again brings it back.
    await syncContent(t.database, remaining);
    try {
      const user = await userOf(client);
      expect(user.fe_total).toBe(remaining.length);
      expect(user.fe_total_by_topic).toEqual(countsByTopic(remaining));
      expect(user.frontendQuestions).toEqual({
        totalScore: 0,
        solved: 0,
        solvedByTopic: zeroPerTopic(),
      });
    } finally {
      await syncContent(t.database, content);
    }
  });
});
