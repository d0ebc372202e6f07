import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle } from '../../testing/google-keys.ts';
import { databaseKinds, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { markEmailVerified } from '../../testing/accounts.ts';

const uniqueEmail = () => `learner-${randomUUID().slice(0, 8)}@example.com`;

describeEachDatabase('accounts', (kind) => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await kind.start({
      RATE_LIMITS: 'off',
      GOOGLE_CLIENT_ID: 'test-client-id',
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  async function register(client: TestClient, overrides: Record<string, unknown> = {}) {
    return client.post('/api/auth/register', {
      fullName: 'Asha Rao',
      email: uniqueEmail(),
      password: 'correct horse',
      ...overrides,
    });
  }

  describe('sign up', () => {
    it('creates the account, logs it in and answers 201 with the full user object', async () => {
      const client = new TestClient(t.app);
      const email = uniqueEmail();
      const res = await register(client, { email: `  ${email.toUpperCase()} ` });
      expect(res.statusCode).toBe(201);
      const { user, message } = res.json();
      expect(message).toBe('Your account is ready. Welcome aboard!');
      expect(user).toMatchObject({
        name: 'Asha Rao',
        email,
        userName: expect.stringMatching(/^asha-rao(-\d+)?$/),
        image: null,
        socialLinks: { github: null, linkedin: null, resume: null },
        education: [],
        experience: [],
        enrolledCourse: [],
        frontendQuestions: { totalScore: 0, solved: 0 },
        userNameChangesLeft: 4,
      });
      expect(JSON.stringify(user)).not.toMatch(/argon2|password/i);

      const me = await client.get('/api/auth/user');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ isLoggedIn: true, user: { email } });
    });

    it('sets an httpOnly, SameSite=Lax session cookie and stores only its hash', async () => {
      const client = new TestClient(t.app);
      const res = await register(client);
      const cookie = res.cookies.find((c) => c.name === 'sid');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.value).toMatch(/^[\w-]{43}$/);
      const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.map((r) => r.token_hash)).not.toContain(cookie?.value);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    });

    it('gives two people with the same name different user names', async () => {
      const first = await register(new TestClient(t.app), { fullName: 'Same Name' });
      const second = await register(new TestClient(t.app), { fullName: 'Same Name' });
      expect(first.json().user.userName).not.toBe(second.json().user.userName);
      expect(second.json().user.userName).toMatch(/^same-name(-\d+)?$/);
    });

    it('refuses a duplicate e-mail with 409, whatever its case', async () => {
      const email = uniqueEmail();
      await register(new TestClient(t.app), { email });
      const res = await register(new TestClient(t.app), { email: email.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'An account with this email already exists. Log in instead.',
      });
    });

    it.each([
      [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
      [{ password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
      [{ fullName: '   ' }, 'fullName', 'Please enter your full name'],
      [{ fullName: 'x'.repeat(81) }, 'fullName', 'Full name must be at most 80 characters'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ])('refuses %o with a field error', async (overrides, field, message) => {
      const res = await register(new TestClient(t.app), overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    });

    it('refuses a body with missing fields', async () => {
      const res = await new TestClient(t.app).post('/api/auth/register', { email: uniqueEmail() });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(
        expect.arrayContaining(['fullName', 'password']),
      );
    });

    it('requires the anti-forgery header', async () => {
      const res = await new TestClient(t.app).post(
        '/api/auth/register',
        { fullName: 'A B', email: uniqueEmail(), password: 'secret1' },
        { xsrf: false },
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('log in and out', () => {
    const password = 'a long passphrase';
    let email: string;
    beforeAll(async () => {
      email = uniqueEmail();
      await register(new TestClient(t.app), { email, password });
    });

    it('logs in with the right password and issues a new session id each time', async () => {
      const client = new TestClient(t.app);
      const first = await client.post('/api/auth/login', { email, password });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ message: 'Welcome back!', user: { email } });
      const firstSid = client.cookie('sid');
      const second = await client.post('/api/auth/login', { email: email.toUpperCase(), password });
      expect(second.statusCode).toBe(200);
      expect(client.cookie('sid')).toBeDefined();
      expect(client.cookie('sid')).not.toBe(firstSid);
    });

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const wrong = await new TestClient(t.app).post('/api/auth/login', {
        email,
        password: 'not it at all',
      });
      const unknown = await new TestClient(t.app).post('/api/auth/login', {
        email: uniqueEmail(),
        password: 'not it at all',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Invalid email or password.' });
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });

    it('requires the anti-forgery header to log in', async () => {
      const res = await new TestClient(t.app).post(
        '/api/auth/login',
        { email, password },
        { xsrf: false },
      );
      expect(res.statusCode).toBe(403);
    });

    it('logout deletes the session server-side so the old cookie no longer works', async () => {
      const client = new TestClient(t.app);
      await client.post('/api/auth/login', { email, password });
      const stolenCookie = client.cookie('sid');
      const out = await client.post('/api/auth/logout');
      expect(out.statusCode).toBe(200);
      expect(client.cookie('sid')).toBeUndefined();

      const replay = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        cookies: { sid: stolenCookie! },
      });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ user: null, isLoggedIn: false });
    });

    it('answers /api/auth/user with 200 and no user for a visitor or a made-up cookie', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual({ user: null, isLoggedIn: false });
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        cookies: { sid: 'x'.repeat(43) },
      });
      expect(forged.json()).toEqual({ user: null, isLoggedIn: false });
    });

    it('refuses an expired session and removes it', async () => {
      const client = new TestClient(t.app);
      await client.post('/api/auth/login', { email, password });
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect(await client.isLoggedIn()).toBe(false);
    });

    it('slides the expiry forward once the session is a day old', async () => {
      const client = new TestClient(t.app);
      await client.post('/api/auth/login', { email, password });
      const inTwentyDays = new Date(Date.now() + 20 * 86_400_000).toISOString();
      await t.database.db.updateTable('sessions').set({ expires_at: inTwentyDays }).execute();
      const res = await client.get('/api/auth/user');
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(30 * 86_400);
      const rows = await t.database.db.selectFrom('sessions').select('expires_at').execute();
      const latest = Math.max(...rows.map((r) => Date.parse(r.expires_at)));
      expect(latest).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    });
  });

  describe('Google sign-in', () => {
    const post = (tokenId: string, client = new TestClient(t.app)) =>
      client.post('/api/auth/google-auth', { tokenId });

    it('creates and logs in a new user from a valid token', async () => {
      const email = uniqueEmail();
      const client = new TestClient(t.app);
      const res = await post(
        await google.token({ sub: `g-${randomUUID()}`, email, name: 'Meera Iyer' }),
        client,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: "You're logged in",
        user: { email, name: 'Meera Iyer' },
      });
      expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    });

    it('links to the existing verified account with the same e-mail, then finds it by subject', async () => {
      const email = uniqueEmail();
      await register(new TestClient(t.app), { email, fullName: 'Existing Person' });
      await markEmailVerified(t, email);
      const sub = `g-${randomUUID()}`;
      const linked = await post(await google.token({ sub, email, name: 'Other Name' }));
      expect(linked.json().user).toMatchObject({ email, name: 'Existing Person' });
      const again = await post(await google.token({ sub, email: uniqueEmail(), name: 'X' }));
      expect(again.json().user.email).toBe(email);
    });

    it.each([
      ['a wrong audience', { audience: 'someone-elses-client' }, {}],
      ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }, {}],
      ['a bad signature', { signWithStrangerKey: true }, {}],
      ['an unverified e-mail', {}, { email_verified: false }],
    ])('refuses %s with 401', async (_label, options, claims) => {
      const token = await google.token(
        { sub: `g-${randomUUID()}`, email: uniqueEmail(), ...claims },
        options,
      );
      const res = await post(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Google sign-in could not be verified. Please try again.',
      });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });

    it('refuses a token that is not a JWT at all', async () => {
      expect((await post('garbage')).statusCode).toBe(401);
    });

    it('tells the web app the client id', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(res.json()).toEqual({ googleClientId: 'test-client-id' });
    });
  });
});

describe('Google sign-in not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await databaseKinds[0]!.start({ RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message and hides the client id', async () => {
    const res = await new TestClient(t.app).post('/api/auth/google-auth', { tokenId: 'x.y.z' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Google sign-in is not available on this server.' });
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toEqual({ googleClientId: null });
  });
});
