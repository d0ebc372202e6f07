import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle } from '../../testing/google-keys.ts';
import { tokenFromMail } from '../../testing/mail-links.ts';
import { multipartFile, tinyPdf } from '../../testing/multipart.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

const uniqueEmail = (label = 'learner') => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const ADMIN = 'lead@team.example.com';

describeEachDatabase('trusted accounts', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    google = await startFakeGoogle();
    t = await kind.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: `${ADMIN},second@team.example.com`,
      PUBLIC_URL: 'https://launchpad.example.com',
      GOOGLE_CLIENT_ID: 'test-client-id',
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await google.close();
  });

  /** Sends what the outbox holds now and answers the token of the newest link to `path`. */
  async function linkToken(email: string, path: '/verify-email' | '/reset-password') {
    await t.app.outbox.drain();
    return tokenFromMail(smtp.received, email, path);
  }

  async function signUp(email = uniqueEmail(), password = 'first password') {
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/register', {
      fullName: 'Priya Nair',
      email,
      password,
    });
    expect(response.statusCode).toBe(201);
    return { client, email, password, user: response.json().user };
  }

  const login = (email: string, password: string, client = new TestClient(t.app)) =>
    client.post('/api/auth/login', { email, password });

  describe('verified e-mail', () => {
    it('signs up unverified, mails a single-use link to the public URL, and the link verifies', async () => {
      const { client, email, user } = await signUp();
      expect(user.emailVerified).toBe(false);
      const token = await linkToken(email, '/verify-email');
      const mail = smtp.received.findLast((m) => m.to.includes(email))!;
      expect(mail.raw).toContain('https://launchpad.example.com/verify-email?token=');

      const verified = await client.post('/api/auth/verify-email', { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({
        message: 'Your e-mail address is verified.',
        user: { email, emailVerified: true },
      });
      expect((await client.get('/api/auth/user')).json().user.emailVerified).toBe(true);

      const again = await client.post('/api/auth/verify-email', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(
        'This link is invalid or has expired. Please ask for a new one.',
      );
    });

    it('logs in a visitor who opens the link in another browser', async () => {
      const { email } = await signUp();
      const token = await linkToken(email, '/verify-email');
      const elsewhere = new TestClient(t.app);
      expect((await elsewhere.post('/api/auth/verify-email', { token })).statusCode).toBe(200);
      expect((await elsewhere.get('/api/auth/user')).json()).toMatchObject({
        isLoggedIn: true,
        user: { email },
      });
    });

    it('refuses an expired link, a made-up one and a reset link', async () => {
      const { email, client } = await signUp();
      const token = await linkToken(email, '/verify-email');
      await t.database.db
        .updateTable('auth_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('purpose', '=', 'verify-email')
        .execute();
      expect((await client.post('/api/auth/verify-email', { token })).statusCode).toBe(400);
      expect(
        (await client.post('/api/auth/verify-email', { token: 'x'.repeat(43) })).statusCode,
      ).toBe(400);

      await client.post('/api/auth/password-reset/request', { email });
      const resetToken = await linkToken(email, '/reset-password');
      expect((await client.post('/api/auth/verify-email', { token: resetToken })).statusCode).toBe(
        400,
      );
    });

    it('stores only the hash of a link token', async () => {
      const { email } = await signUp();
      const token = await linkToken(email, '/verify-email');
      const rows = await t.database.db.selectFrom('auth_tokens').select('token_hash').execute();
      expect(rows.some((row) => row.token_hash === token)).toBe(false);
    });

    it('resends a new link that retires the old one', async () => {
      const { client, email } = await signUp();
      const first = await linkToken(email, '/verify-email');
      const resent = await client.post('/api/auth/verify-email/resend');
      expect(resent.json()).toEqual({
        message: 'We sent a new verification link to your e-mail address.',
      });
      const second = await linkToken(email, '/verify-email');
      expect(second).not.toBe(first);
      expect((await client.post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
      expect((await client.post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
      expect((await client.post('/api/auth/verify-email/resend')).json().message).toBe(
        'Your e-mail address is already verified.',
      );
    });
  });

  describe('admin rights need a verified ADMIN_EMAILS address', () => {
    it('a stranger who registers an admin address gets nothing until the mail link is used', async () => {
      const { client, user } = await signUp(ADMIN);
      expect(user.isAdmin).toBe(false);
      const denied = await client.get('/api/admin/leads');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('Verify your e-mail address to open the team inbox.');

      const token = await linkToken(ADMIN, '/verify-email');
      await client.post('/api/auth/verify-email', { token });
      expect((await client.get('/api/auth/user')).json().user.isAdmin).toBe(true);
      expect((await client.get('/api/admin/leads')).statusCode).toBe(200);
    });

    it('a Google sign-in with the admin address counts, matched case-insensitively', async () => {
      const client = new TestClient(t.app);
      const signedIn = await client.post('/api/auth/google-auth', {
        tokenId: await google.token({ sub: `g-${randomUUID()}`, email: 'Second@Team.Example.com' }),
      });
      expect(signedIn.json().user).toMatchObject({ isAdmin: true, emailVerified: true });
      expect((await client.get('/api/admin/leads')).statusCode).toBe(200);
    });

    it('answers 401 before 403 and before reading the body', async () => {
      const anonymous = new TestClient(t.app);
      const response = await anonymous.request({
        method: 'PATCH',
        url: '/api/admin/enrollments/abc',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('Google pre-hijack', () => {
    it('ends with the attacker locked out: password cleared, sessions ended, Google verified', async () => {
      const victim = uniqueEmail('victim');
      const attacker = await signUp(victim, 'attacker password');

      const google1 = new TestClient(t.app);
      const signedIn = await google1.post('/api/auth/google-auth', {
        tokenId: await google.token({ sub: `g-${randomUUID()}`, email: victim, name: 'Victim' }),
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ email: victim, emailVerified: true });

      expect(await attacker.client.isLoggedIn()).toBe(false);
      expect((await login(victim, 'attacker password')).statusCode).toBe(401);
      expect(await google1.isLoggedIn()).toBe(true);
    });

    it('keeps the password of an account whose owner verified it', async () => {
      const { client, email, password } = await signUp();
      await client.post('/api/auth/verify-email', {
        token: await linkToken(email, '/verify-email'),
      });
      await new TestClient(t.app).post('/api/auth/google-auth', {
        tokenId: await google.token({ sub: `g-${randomUUID()}`, email }),
      });
      expect((await login(email, password)).statusCode).toBe(200);
      expect(await client.isLoggedIn()).toBe(true);
    });
  });

  describe('password reset', () => {
    it('answers the same 202 for an unknown address and sends it nothing', async () => {
      const client = new TestClient(t.app);
      const { email } = await signUp();
      const known = await client.post('/api/auth/password-reset/request', { email });
      const unknownEmail = uniqueEmail('nobody');
      const unknown = await client.post('/api/auth/password-reset/request', {
        email: unknownEmail,
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      await t.app.outbox.drain();
      expect(smtp.received.some((mail) => mail.to.includes(unknownEmail))).toBe(false);
    });

    it('sets the password, ends every session, verifies the e-mail and logs this browser in', async () => {
      const { client: oldDevice, email, password } = await signUp();
      await new TestClient(t.app).post('/api/auth/password-reset/request', { email });
      const token = await linkToken(email, '/reset-password');

      const browser = new TestClient(t.app);
      const tooShort = await browser.post('/api/auth/password-reset/confirm', {
        token,
        password: '123',
      });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json().fieldErrors.password).toEqual([
        'Password must be at least 6 characters',
      ]);

      const reset = await browser.post('/api/auth/password-reset/confirm', {
        token,
        password: 'brand new password',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({
        message: 'Your password has been reset and you are logged in.',
        user: { email, emailVerified: true },
      });
      expect(await oldDevice.isLoggedIn()).toBe(false);
      expect(await browser.isLoggedIn()).toBe(true);
      expect((await login(email, password)).statusCode).toBe(401);
      expect((await login(email, 'brand new password')).statusCode).toBe(200);
      const reused = await browser.post('/api/auth/password-reset/confirm', {
        token,
        password: 'another password',
      });
      expect(reused.statusCode).toBe(400);
    });

    it('expires after an hour', async () => {
      const { email } = await signUp();
      await new TestClient(t.app).post('/api/auth/password-reset/request', { email });
      const token = await linkToken(email, '/reset-password');
      const row = await t.database.db
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .select(['auth_tokens.expires_at', 'auth_tokens.created_at'])
        .where('users.email', '=', email)
        .where('purpose', '=', 'reset-password')
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
      await t.database.db
        .updateTable('auth_tokens')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .where('purpose', '=', 'reset-password')
        .execute();
      const late = await new TestClient(t.app).post('/api/auth/password-reset/confirm', {
        token,
        password: 'too late password',
      });
      expect(late.statusCode).toBe(400);
    });
  });

  describe('Settings → Security', () => {
    it('changes the password with the current one and signs out the other devices only', async () => {
      const { client, email, password } = await signUp();
      const other = new TestClient(t.app);
      await login(email, password, other);

      const wrong = await client.post('/api/account/password', {
        currentPassword: 'not it',
        newPassword: 'second password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors.currentPassword).toEqual([
        'Your current password is not correct.',
      ]);

      const changed = await client.post('/api/account/password', {
        currentPassword: password,
        newPassword: 'second password',
      });
      expect(changed.json()).toEqual({
        message: 'Your password has been changed. Your other devices were signed out.',
      });
      expect(await client.isLoggedIn()).toBe(true);
      expect(await other.isLoggedIn()).toBe(false);
      expect((await login(email, 'second password')).statusCode).toBe(200);
    });

    it('lists sessions with their device and ends one or all others', async () => {
      const { client, email, password } = await signUp();
      const phone = new TestClient(t.app);
      await phone.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: {
          'user-agent':
            'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        },
      });
      const laptop = new TestClient(t.app);
      await login(email, password, laptop);

      const { sessions } = (await client.get('/api/account/sessions')).json();
      expect(sessions).toHaveLength(3);
      expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      const phoneSession = sessions.find(
        (s: { device: string }) => s.device === 'Chrome on Android',
      );
      expect(phoneSession).toBeDefined();

      const ended = await client.request({
        method: 'DELETE',
        url: `/api/account/sessions/${phoneSession.id}`,
      });
      expect(ended.json()).toEqual({ message: 'That device has been signed out.' });
      expect(await phone.isLoggedIn()).toBe(false);
      expect(
        (
          await client.request({
            method: 'DELETE',
            url: `/api/account/sessions/${phoneSession.id}`,
          })
        ).statusCode,
      ).toBe(404);

      const others = await client.request({ method: 'DELETE', url: '/api/account/sessions' });
      expect(others.json()).toEqual({ message: 'Every other device has been signed out.' });
      expect(await laptop.isLoggedIn()).toBe(false);
      expect((await client.get('/api/account/sessions')).json().sessions).toHaveLength(1);
    });

    it("cannot end another account's session", async () => {
      const a = await signUp();
      const b = await signUp();
      const [bSession] = (await b.client.get('/api/account/sessions')).json().sessions;
      const attempt = await a.client.request({
        method: 'DELETE',
        url: `/api/account/sessions/${bSession.id}`,
      });
      expect(attempt.statusCode).toBe(404);
      expect(await b.client.isLoggedIn()).toBe(true);
    });

    it('exports everything stored about the learner, without secrets', async () => {
      const { client, email } = await signUp();
      await client.post('/api/v1/fe-submissions', {
        questionId: 101,
        status: 'unsolved',
        score: 0,
        previous_data: { html: Buffer.from('<p>hi</p>').toString('base64') },
      });
      const response = await client.get('/api/account/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('attachment');
      const data = response.json();
      expect(data.account.email).toBe(email);
      expect(data.profile.email).toBe(email);
      expect(data.sessions).toHaveLength(1);
      expect(JSON.stringify(data)).not.toMatch(/password_hash|argon2|token_hash/);
      expect(data.submissions).toMatchObject([
        {
          challengeId: 101,
          // This app grades nothing: the submission waits for a grader, its claim kept.
          status: 'pending',
          score: 0,
          claimedStatus: 'unsolved',
          claimedScore: 0,
          code: { html: expect.any(String) },
        },
      ]);
    });

    it('deletes the account, its sessions, progress and uploads after the e-mail is typed; leads stay', async () => {
      const { client, email, password } = await signUp();
      const enrolled = await client.post('/api/enrollments', {
        firstName: 'Priya',
        lastName: 'Nair',
        email,
      });
      expect(enrolled.statusCode, enrolled.body).toBe(201);
      const upload = multipartFile('file', 'cv.pdf', 'application/pdf', tinyPdf());
      const uploaded = await client.request({
        method: 'POST',
        url: '/api/user/upload-file',
        ...upload,
      });
      expect(uploaded.statusCode).toBe(201);
      const url = uploaded.json().url as string;

      const mismatch = await client.request({
        method: 'DELETE',
        url: '/api/account',
        payload: { email: 'someone@else.com' },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().fieldErrors.email).toEqual([
        'Type your e-mail address exactly as shown to confirm.',
      ]);

      const deleted = await client.request({
        method: 'DELETE',
        url: '/api/account',
        payload: { email: email.toUpperCase() },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await client.isLoggedIn()).toBe(false);
      expect((await login(email, password)).statusCode).toBe(401);
      expect((await new TestClient(t.app).get(url)).statusCode).toBe(404);
      const users = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(users).toHaveLength(0);
      const leads = await t.database.db
        .selectFrom('enrollments')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(leads).toHaveLength(1);
    });
  });

  describe('the session is checked before anything else', () => {
    it.each([
      ['POST', '/api/user/editprofile'],
      ['POST', '/api/user/upload-image'],
      ['POST', '/api/user/upload-file'],
      ['POST', '/api/v1/fe-submissions'],
      ['POST', '/api/account/password'],
      ['DELETE', '/api/account'],
      ['DELETE', '/api/account/sessions/x'],
      ['POST', '/api/auth/verify-email/resend'],
    ])('%s %s answers 401 to an anonymous call with a broken body', async (method, url) => {
      const response = await new TestClient(t.app).request({
        method: method as 'POST',
        url,
        payload: '{"broken": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue.' });
    });

    it('holds an encoded path to the anti-forgery check', async () => {
      const { client } = await signUp();
      const forged = await client.request({
        method: 'POST',
        url: '/%61pi/auth/logout',
        xsrf: false,
      });
      expect(forged.statusCode).toBe(403);
      expect(await client.isLoggedIn()).toBe(true);
    });
  });
});
