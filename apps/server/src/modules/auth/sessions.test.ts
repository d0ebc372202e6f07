import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeGoogle } from '../../testing/google-keys.ts';
import { tokenFromMail } from '../../testing/mail-links.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import {
  describeEachDatabase,
  startAnotherInstance,
  TEST_REDIS_URL,
  type TestApp,
} from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { beforeTheCacheExpires, readUntil } from '../../testing/eventually.ts';
import { ProfileService } from '../profile/service.ts';
import { UserService, type UserRow } from '../users/service.ts';
import { SessionCache } from './session-cache.ts';

/**
 * Sessions are remembered for a few seconds between requests (session-cache.ts). These tests use
 * every session before it is ended, so it is remembered when it ends: whatever ends it must make
 * the very next request with it fail, on this instance and, through Redis, on the others.
 */
const uniqueEmail = () => `s-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'first password';

/** A route only a logged-in user may call: 200 while the session lives, 401 after. */
const sessionStatus = async (client: TestClient) =>
  (await client.get('/api/account/sessions')).statusCode;

async function register(app: TestApp['app'], email = uniqueEmail()) {
  const client = new TestClient(app);
  const response = await client.post('/api/auth/register', {
    fullName: 'Session Owner',
    email,
    password: PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  expect(await sessionStatus(client)).toBe(200);
  return { client, email };
}

/** Another device of the same account, seen once (so its session is remembered). */
async function secondDevice(app: TestApp['app'], email: string) {
  const device = new TestClient(app);
  expect((await device.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(
    200,
  );
  expect(await sessionStatus(device)).toBe(200);
  return device;
}

/** Saves the learner's profile with this name (and education), the rest left empty. */
async function saveProfile(
  client: TestClient,
  { name, education = [] }: { name: string; education?: unknown[] },
) {
  const { userName } = (await client.get('/api/auth/user')).json().user;
  const saved = await client.post('/api/user/editprofile', {
    name,
    userName,
    website: '',
    image: '',
    bio: '',
    location: '',
    dateOfBirth: '',
    socialLinks: { github: '', linkedin: '', resume: '' },
    education,
    experience: [],
  });
  expect(saved.statusCode).toBe(200);
}

/** The sample HTML challenge shipped in content/ (it has hints). */
const HTML_ID = 101;

/** What the learner's detail of the HTML challenge and its list item say of them. */
async function learnerView(client: TestClient) {
  const detail = (await client.get(`/api/v1/frontend-challenge/${HTML_ID}`)).json();
  const list = (await client.get('/api/v1/frontend-challenge')).json() as Array<{
    id: number;
    submission_status: string;
  }>;
  return {
    code: detail.previous_data as Record<string, string>,
    hintsRevealed: (detail.hints.revealed as string[]).length,
    status: list.find((item) => item.id === HTML_ID)!.submission_status,
  };
}

/** Submits this HTML as the learner's code for the HTML challenge (no grader: it stays pending). */
async function submitHtml(client: TestClient, html: string) {
  const res = await client.post('/api/v1/fe-submissions', {
    questionId: HTML_ID,
    status: 'unsolved',
    score: 0,
    previous_data: { html: Buffer.from(html).toString('base64') },
  });
  expect(res.statusCode).toBe(202);
}

describeEachDatabase('sessions remembered between requests', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    google = await startFakeGoogle();
    t = await kind.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: 'test-client-id',
      GOOGLE_JWKS_URL: google.jwksUrl,
      // No grader here: a submission answers 'pending' at once instead of waiting for a grade.
      GRADE_WAIT_MS: '0',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await google.close();
  });

  it('refuses the old cookie on the very next request after logout', async () => {
    const { client } = await register(t.app);
    const cookie = client.cookie('sid')!;
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);

    const replay = new TestClient(t.app);
    replay.setCookie('sid', cookie);
    expect(await sessionStatus(replay)).toBe(401);
    expect((await replay.get('/api/auth/user')).json()).toEqual({ user: null, isLoggedIn: false });
  });

  const endings: Array<{
    what: string;
    end(owner: { client: TestClient; email: string }): Promise<void>;
    /** Whether the device that did it stays logged in. */
    ownerStays: boolean;
  }> = [
    {
      what: 'signing out every other device',
      ownerStays: true,
      async end({ client }) {
        const ended = await client.request({ method: 'DELETE', url: '/api/account/sessions' });
        expect(ended.statusCode).toBe(200);
      },
    },
    {
      what: 'ending that one session',
      ownerStays: true,
      async end({ client }) {
        const { sessions } = (await client.get('/api/account/sessions')).json() as {
          sessions: Array<{ id: string; current: boolean }>;
        };
        const other = sessions.find((session) => !session.current)!;
        const ended = await client.request({
          method: 'DELETE',
          url: `/api/account/sessions/${other.id}`,
        });
        expect(ended.statusCode).toBe(200);
      },
    },
    {
      what: 'changing the password',
      ownerStays: true,
      async end({ client }) {
        const changed = await client.post('/api/account/password', {
          currentPassword: PASSWORD,
          newPassword: 'second password',
        });
        expect(changed.statusCode).toBe(200);
      },
    },
    {
      what: 'resetting the password from a mailed link',
      ownerStays: false,
      async end({ email }) {
        const browser = new TestClient(t.app);
        await browser.post('/api/auth/password-reset/request', { email });
        await t.app.outbox.drain();
        const token = tokenFromMail(smtp.received, email, '/reset-password');
        const reset = await browser.post('/api/auth/password-reset/confirm', {
          token,
          password: 'brand new password',
        });
        expect(reset.statusCode).toBe(200);
      },
    },
    {
      what: 'deleting the account',
      ownerStays: false,
      async end({ client, email }) {
        const deleted = await client.request({
          method: 'DELETE',
          url: '/api/account',
          payload: { email },
        });
        expect(deleted.statusCode).toBe(200);
      },
    },
    {
      what: 'a Google sign-in taking the unverified account over',
      ownerStays: false,
      async end({ email }) {
        const signedIn = await new TestClient(t.app).post('/api/auth/google-auth', {
          tokenId: await google.token({ sub: `g-${randomUUID()}`, email, name: 'Owner' }),
        });
        expect(signedIn.statusCode).toBe(200);
      },
    },
  ];

  it.each(endings)('refuses the other device at once after $what', async ({ end, ownerStays }) => {
    const owner = await register(t.app);
    const other = await secondDevice(t.app, owner.email);
    await end(owner);
    expect(await sessionStatus(other)).toBe(401);
    expect(await sessionStatus(owner.client)).toBe(ownerStays ? 200 : 401);
  });

  it("reads a learner's row once for a burst of requests, and shows every change in the next", async () => {
    const { client, email } = await register(t.app);
    const name = async () => (await client.get('/api/auth/user')).json().user.name as string;
    expect(await name()).toBe('Session Owner');
    const reads = vi.spyOn(UserService.prototype, 'findById');
    const listReads = vi.spyOn(ProfileService.prototype, 'listsOf');
    try {
      for (let i = 0; i < 5; i += 1) await client.get('/api/v1/frontend-challenge');
      for (let i = 0; i < 3; i += 1) await client.get('/api/auth/user');
      expect(reads).not.toHaveBeenCalled();
      // Education and experience go with the cached row: read for the first user object only.
      expect(listReads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      listReads.mockRestore();
    }

    // A change through the profile (its own transaction) shows in the very next request.
    await saveProfile(client, {
      name: 'Renamed Owner',
      education: [
        { instituteName: 'COEP', fieldOfStudy: 'Computers', startYear: 2019, endYear: 2023 },
      ],
    });
    const after = (await client.get('/api/auth/user')).json().user;
    expect(after.name).toBe('Renamed Owner');
    expect(after.education).toEqual([
      { instituteName: 'COEP', fieldOfStudy: 'Computers', startYear: 2019, endYear: 2023 },
    ]);

    // And so does one through sign-in's own fields: the address verified from its mailed link.
    await t.app.outbox.drain();
    const token = tokenFromMail(smtp.received, email, '/verify-email');
    expect((await new TestClient(t.app).post('/api/auth/verify-email', { token })).statusCode).toBe(
      200,
    );
    expect((await client.get('/api/auth/user')).json().user.emailVerified).toBe(true);
  });

  it("shows a learner's submitted code and revealed hint in their next detail and list", async () => {
    const { client } = await register(t.app);
    const fresh = { code: {}, hintsRevealed: 0, status: 'not_attempted' };
    // Read twice: the second answer comes from what the first kept.
    for (let read = 0; read < 2; read += 1) expect(await learnerView(client)).toEqual(fresh);

    await submitHtml(client, '<p>mine</p>');
    const submitted = { code: { html: Buffer.from('<p>mine</p>').toString('base64') } };
    expect(await learnerView(client)).toEqual({ ...fresh, ...submitted, status: 'unsolved' });
    const revealed = await client.post(`/api/v1/frontend-challenge/${HTML_ID}/hints`, {});
    expect(revealed.statusCode).toBe(200);
    expect(await learnerView(client)).toEqual({
      ...submitted,
      hintsRevealed: 1,
      status: 'unsolved',
    });
  });

  it('still records when a device was last seen', async () => {
    const { client, email } = await register(t.app);
    const device = new TestClient(t.app);
    await device.post('/api/auth/login', { email, password: PASSWORD });
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.database.db
      .updateTable('sessions')
      .set({ last_seen_at: anHourAgo })
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('email', '=', email),
      )
      .execute();
    expect(await sessionStatus(device)).toBe(200);
    expect(await sessionStatus(device)).toBe(200);
    const { sessions } = (await client.get('/api/account/sessions')).json() as {
      sessions: Array<{ lastSeenAt: string; current: boolean }>;
    };
    const seen = sessions.find((session) => !session.current)!;
    expect(Date.parse(seen.lastSeenAt)).toBeGreaterThan(Date.parse(anHourAgo) + 60_000);
  });
});

/**
 * The session's status on `client`'s instance, read until it is refused or until just before
 * what that instance cached at `cachedAt` would have expired by itself.
 */
const statusOnceRefused = (client: TestClient, cachedAt: number) =>
  readUntil(
    () => sessionStatus(client),
    (status) => status === 401,
    beforeTheCacheExpires(cachedAt),
  );

describeEachDatabase('sessions ended on another instance (Redis)', (kind) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // One channel for this pair of instances, apart from every other test's.
    const env = {
      RATE_LIMITS: 'off',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `test-${randomUUID()}:`,
      // No grader here: a submission answers 'pending' at once (a wait would outlast the cache).
      GRADE_WAIT_MS: '0',
    };
    first = await kind.start(env);
    second = await startAnotherInstance(first, env);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('refuses a session on instance B of its logout on instance A, before its cache would let go', async () => {
    const { client: onA, email } = await register(first.app);
    const onB = new TestClient(second.app);
    expect((await onB.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    const cachedAt = Date.now();
    expect(await sessionStatus(onB)).toBe(200);

    // The same browser session, now sent to A (the balancer moved it) and logged out there.
    const movedToA = new TestClient(first.app);
    movedToA.setCookie('sid', onB.cookie('sid')!);
    const logout = await movedToA.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect(await statusOnceRefused(onB, cachedAt)).toBe(401);
    expect(await sessionStatus(onA)).toBe(200);
  });

  it("shows a change to the learner's row made on instance A in B's next requests, before its cache would let go", async () => {
    const { client: onA, email } = await register(first.app);
    const onB = await secondDevice(second.app, email);
    const nameOnB = async () => (await onB.get('/api/auth/user')).json().user.name as string;
    const cachedAt = Date.now();
    expect(await nameOnB()).toBe('Session Owner');
    await saveProfile(onA, { name: 'Changed On A' });
    const deadline = beforeTheCacheExpires(cachedAt);
    expect(await readUntil(nameOnB, (name) => name === 'Changed On A', deadline)).toBe(
      'Changed On A',
    );
  });

  it("shows the learner's code and hints from instance A in B's detail and list, before its cache would let go", async () => {
    const { client: onA, email } = await register(first.app);
    const onB = await secondDevice(second.app, email);
    const cachedAt = Date.now();
    expect(await learnerView(onB)).toEqual({ code: {}, hintsRevealed: 0, status: 'not_attempted' });
    await submitHtml(onA, '<p>from A</p>');
    expect((await onA.post(`/api/v1/frontend-challenge/${HTML_ID}/hints`, {})).statusCode).toBe(
      200,
    );
    const expected = {
      code: { html: Buffer.from('<p>from A</p>').toString('base64') },
      hintsRevealed: 1,
      status: 'unsolved',
    };
    const seen = await readUntil(
      () => learnerView(onB),
      (view) => JSON.stringify(view) === JSON.stringify(expected),
      beforeTheCacheExpires(cachedAt),
    );
    expect(seen).toEqual(expected);
  });

  it('refuses every other device on instance B of signing them out on A, before its cache would let go', async () => {
    const { client: onA, email } = await register(first.app);
    const onB = await secondDevice(second.app, email);
    const cachedAt = Date.now();
    expect(await sessionStatus(onB)).toBe(200);
    const ended = await onA.request({ method: 'DELETE', url: '/api/account/sessions' });
    expect(ended.statusCode).toBe(200);
    expect(await statusOnceRefused(onB, cachedAt)).toBe(401);
    expect(await sessionStatus(onA)).toBe(200);
  });
});

describe('the session cache', () => {
  const log = { warn() {}, info() {} } as unknown as FastifyBaseLogger;
  const session = (userId: number) => ({
    tokenHash: `hash of ${userId}`,
    userId,
    publicId: `p${userId}`,
    expiresAt: Date.now() + 60_000,
    lastSeenAt: Date.now(),
  });

  it('keeps the most recently used entries up to its bound', async () => {
    const cache = await SessionCache.open({ maxEntries: 2, log });
    cache.put('a', session(1), cache.readStarts());
    cache.put('b', session(2), cache.readStarts());
    expect(cache.get('a')?.userId).toBe(1);
    cache.put('c', session(3), cache.readStarts());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.userId).toBe(1);
    expect(cache.get('c')?.userId).toBe(3);
  });

  it('forgets a session by its token hash, the only name other instances know it by', async () => {
    const cache = await SessionCache.open({ log });
    cache.put('token a', session(1), cache.readStarts());
    cache.put('token b', session(2), cache.readStarts());
    cache.forget({ tokenHash: session(1).tokenHash });
    expect(cache.get('token a')).toBeUndefined();
    expect(cache.get('token b')?.userId).toBe(2);
  });

  it('believes an entry no longer than its time to live', async () => {
    const cache = await SessionCache.open({ ttlMs: 0, log });
    cache.put('a', session(1), cache.readStarts());
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a read that started before a session ended', async () => {
    const cache = await SessionCache.open({ log });
    const readStartedAt = cache.readStarts();
    await cache.invalidate({ userId: 1 });
    cache.put('a', session(1), readStartedAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it("keeps a session's user row with it, but not one read before the user changed", async () => {
    const cache = await SessionCache.open({ log });
    const row = { id: 1, name: 'Before' } as UserRow;
    cache.put('a', session(1), cache.readStarts());
    const readStartedAt = cache.readStarts();
    await cache.invalidate({ userId: 2 });
    cache.putUser('a', row, readStartedAt);
    expect(cache.get('a')?.user).toBeUndefined();

    cache.putUser('a', row, cache.readStarts());
    expect(cache.get('a')?.user).toBe(row);
    // Another user's row never sits in this session's entry.
    cache.putUser('a', { ...row, id: 3 }, cache.readStarts());
    expect(cache.get('a')?.user?.id).toBe(1);
    await cache.invalidate({ userId: 1 });
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('sessions without a reachable Redis', () => {
  it('starts, ends sessions and answers, logging the outage once', async () => {
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => warnings.push(message), info() {} };
    const cache = await SessionCache.open({
      // Nothing listens on port 1: every connection is refused.
      redis: { url: 'redis://127.0.0.1:1', channel: `test-${randomUUID()}:sessions:ended` },
      log: log as unknown as FastifyBaseLogger,
    });
    try {
      const session = {
        tokenHash: 'hash',
        userId: 7,
        publicId: 'p',
        expiresAt: Date.now() + 60_000,
        lastSeenAt: 0,
      };
      cache.put('token', session, cache.readStarts());
      expect(cache.get('token')).toMatchObject({ userId: 7 });
      await cache.invalidate({ tokenHash: 'hash' });
      expect(cache.get('token')).toBeUndefined();
      await cache.invalidate({ userId: 7 });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/Redis is unreachable/);
    } finally {
      await cache.close();
    }
  });
});
