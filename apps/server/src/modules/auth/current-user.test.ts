import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineRoute, type ZodApp } from '../../http/endpoint.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { databaseKinds, type TestApp } from '../../testing/test-app.ts';
import { SessionStore } from './sessions.ts';

const sqlite = databaseKinds[0]!;

describe('who calls: routes that never ask', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await sqlite.start();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('health, readiness, site figures and the next batch do not look the session up', async () => {
    const { client } = await signUpLearner(t.app);
    const resolve = vi.spyOn(SessionStore.prototype, 'resolve');

    for (const url of [
      '/api/health',
      '/api/ready',
      '/api/site-stats',
      '/api/batches/next',
      '/api/auth/config',
    ]) {
      expect((await client.get(url)).statusCode, url).toBe(200);
    }
    expect(resolve).not.toHaveBeenCalled();

    // A route that answers per caller still finds the learner behind the same cookie.
    const me = await client.get('/api/auth/user');
    expect(me.json()).toMatchObject({ isLoggedIn: true });
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('an operation for users or the team cannot be declared anonymous', () => {
    const app = Fastify() as unknown as ZodApp;
    expect(() =>
      defineRoute(app, 'listChallenges', { anonymous: true, handler: async () => [] }),
    ).toThrow('listChallenges is for users only: it cannot ignore its caller.');
  });
});
