import { loadChallengeContent } from '@launchpad/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { SiteStatsService } from './service.ts';

describeEachDatabase('public figures (GET /api/site-stats)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start();
    // Two learners sign up; one solve is verified (the grader's record), one is only attempted.
    for (const name of ['Asha Rao', 'Vikram Shah']) {
      const res = await new TestClient(t.app).post('/api/auth/register', {
        fullName: name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
        password: 'secret-pass-1',
      });
      expect(res.statusCode).toBe(201);
    }
    const [first, second] = await t.database.db
      .selectFrom('users')
      .select('id')
      .orderBy('id')
      .execute();
    const [challenge] = await t.database.db
      .selectFrom('challenges')
      .select('id')
      .limit(1)
      .execute();
    const progress = (userId: number, solved: number) => ({
      user_id: userId,
      challenge_id: challenge!.id,
      best_score: solved ? 10 : 3,
      solved,
      previous_data: '{}',
      updated_at: new Date().toISOString(),
    });
    await t.database.db
      .insertInto('challenge_progress')
      .values([progress(first!.id, 1), progress(second!.id, 0)])
      .execute();
  });
  afterAll(() => t.close());

  it('counts the active challenges, the accounts and the verified solutions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const active = await t.database.db
      .selectFrom('challenges')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      challenges: Number(active.n),
      learners: 2,
      verifiedSolutions: 1,
      countedAt: expect.any(String),
    });
    // Every challenge folder of the content is active.
    expect(Number(active.n)).toBe(loadChallengeContent(CONTENT_DIR).length);
  });
});

describe('SiteStatsService', () => {
  const sources = (learners: { n: number }, calls: { n: number }) => ({
    users: {
      count: async () => {
        calls.n += 1;
        return learners.n;
      },
    },
    challenges: { publicCounts: async () => ({ challenges: 60, verifiedSolutions: 7 }) },
  });

  it('serves one count until it is a TTL old, then counts again', async () => {
    const learners = { n: 3 };
    const calls = { n: 0 };
    let now = 1_000_000;
    const stats = new SiteStatsService(sources(learners, calls), 60_000, () => now);
    expect(await stats.get()).toMatchObject({ learners: 3, challenges: 60, verifiedSolutions: 7 });
    learners.n = 4;
    now += 59_999;
    expect((await stats.get()).learners).toBe(3);
    now += 1;
    expect((await stats.get()).learners).toBe(4);
    expect(calls.n).toBe(2);
  });

  it('lets visitors who arrive during a count share it', async () => {
    const calls = { n: 0 };
    const stats = new SiteStatsService(sources({ n: 1 }, calls));
    const answers = await Promise.all(Array.from({ length: 20 }, () => stats.get()));
    expect(new Set(answers).size).toBe(1);
    expect(calls.n).toBe(1);
  });
});
