import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sqlite = databaseKinds[0]!;

/** Each test speaks from an address of its own, so counts from other tests never interfere. */
const fromAddress = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

function loginAttempt(client: TestClient, headers: Record<string, string>, email: string) {
  return client.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong password' },
    headers,
  });
}

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sqlite.start({ GOOGLE_CLIENT_ID: 'client' });
  });
  afterAll(() => t.close());

  it('allows 10 logins a minute per address and e-mail, then answers 429 with Retry-After', async () => {
    const client = new TestClient(t.app);
    const headers = fromAddress();
    const email = `${randomUUID()}@example.com`;
    for (let i = 0; i < 10; i += 1) {
      expect((await loginAttempt(client, headers, email)).statusCode).toBe(401);
    }
    const limited = await loginAttempt(client, headers, email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too Many Requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is counted separately.
    expect((await loginAttempt(client, headers, `${randomUUID()}@example.com`)).statusCode).toBe(
      401,
    );
  });

  it('allows 5 sign-ups a minute per address', async () => {
    const client = new TestClient(t.app);
    const headers = fromAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await client.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          fullName: 'Rate Limited',
          email: `${randomUUID()}@example.com`,
          password: 'secret1',
        },
        headers,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('allows 20 Google sign-ins a minute per address', async () => {
    const client = new TestClient(t.app);
    const headers = fromAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i += 1) {
      const res = await client.request({
        method: 'POST',
        url: '/api/auth/google-auth',
        payload: { tokenId: 'not-a-token' },
        headers,
      });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([401]);
    const limited = await client.request({
      method: 'POST',
      url: '/api/auth/google-auth',
      payload: { tokenId: 'not-a-token' },
      headers,
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    try {
      first = await sqlite.start({ REDIS_URL: TEST_REDIS_URL });
      second = await sqlite.start({ REDIS_URL: TEST_REDIS_URL });
    } catch (error) {
      throw new Error(
        `Redis is not reachable at ${TEST_REDIS_URL} (${(error as Error).message}); these tests need it.`,
        { cause: error },
      );
    }
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts attempts across two app instances', async () => {
    const headers = fromAddress();
    const email = `${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push((await loginAttempt(new TestClient(instance.app), headers, email)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('RATE_LIMITS=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sqlite.start({ RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  it('never answers 429', async () => {
    const client = new TestClient(t.app);
    const headers = fromAddress();
    const email = `${randomUUID()}@example.com`;
    for (let i = 0; i < 15; i += 1) {
      expect((await loginAttempt(client, headers, email)).statusCode).toBe(401);
    }
  });
});
