import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tokenFromMail } from '../../testing/mail-links.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { DEVICE_COOKIE } from './known-devices.ts';

/**
 * Lock-outs bind only the guesser (decision 0007): a stranger's failed logins hold every browser
 * that never signed in to the account, never the owner's browser or a reset link, and the owner
 * hears of it.
 */
const GUESSING_SUBJECT = 'Someone is trying to sign in to your Frontend Launchpad account';
const LOCKED = 'Too many failed attempts. Please wait a few minutes, or reset your password.';

let addressCounter = 0;
/** A socket address of its own per stranger, so the per-address limit never decides here. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

describeEachDatabase('lock-outs that bind only the guesser', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await kind.start({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://launchpad.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (client: TestClient, email: string, password: string) =>
    client.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: nextAddress(),
    });

  /** The owner signs up in their browser, then signs out: the browser stays a known one. */
  async function owner() {
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const browser = new TestClient(t.app);
    const signedUp = await browser.post('/api/auth/register', {
      fullName: 'Asha Rao',
      email,
      password: 'the right password',
    });
    expect(signedUp.statusCode).toBe(201);
    expect((await browser.post('/api/auth/logout')).statusCode).toBe(200);
    return { email, browser };
  }

  /** A stranger makes `count` wrong guesses, each from a new browser; their statuses. */
  async function strangerGuesses(email: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      statuses.push((await login(new TestClient(t.app), email, `guess ${i}`)).statusCode);
    }
    return statuses;
  }

  const guessingMails = async (email: string) => {
    await t.app.outbox.drain();
    return smtp.received.filter((m) => m.to.includes(email) && m.raw.includes(GUESSING_SUBJECT));
  };

  it("lets the owner's browser in with the right password while a stranger has locked the account", async () => {
    const { email, browser } = await owner();
    expect(await strangerGuesses(email, 15)).toEqual([
      ...Array(10).fill(401),
      ...Array(5).fill(429),
    ]);

    // A browser that never signed in: even the right password waits (the cap against guessing).
    const unknown = await login(new TestClient(t.app), email, 'the right password');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().message).toBe(LOCKED);

    const known = await login(browser, email, 'the right password');
    expect(known.statusCode).toBe(200);
    expect(known.json().user.email).toBe(email);
  });

  it("holds the owner's browser by a cap of its own, and a forged or another account's device cookie by the account's", async () => {
    const { email, browser } = await owner();
    await strangerGuesses(email, 10);
    const own: number[] = [];
    for (let i = 0; i < 11; i += 1) own.push((await login(browser, email, `typo ${i}`)).statusCode);
    expect(own).toEqual([...Array(10).fill(401), 429]);

    const other = await owner();
    const cookieOf = (client: TestClient) => decodeURIComponent(client.cookie(DEVICE_COOKIE)!);
    const [userId, device] = cookieOf(other.browser).split('.');
    for (const forged of [
      cookieOf(other.browser), // another account's, genuine
      `${userId}.${device}.${'A'.repeat(43)}`, // a made-up signature
      'not a device cookie',
    ]) {
      const response = await new TestClient(t.app).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'the right password' },
        headers: { cookie: `${DEVICE_COOKIE}=${encodeURIComponent(forged)}` },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(429);
    }
  });

  it('mails the owner once when their account is being guessed at, with the way to a new password', async () => {
    const { email } = await owner();
    await strangerGuesses(email, 25);
    const mails = await guessingMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('https://launchpad.example.com/forgot-password');
    // Guesses at an address with no account mail nobody.
    const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    await strangerGuesses(nobody, 12);
    expect(await guessingMails(nobody)).toHaveLength(0);
  });

  it('is never held by it with a correct reset link, which logs that browser in and makes it a known one', async () => {
    const { email } = await owner();
    await strangerGuesses(email, 12);
    const elsewhere = new TestClient(t.app);
    expect((await elsewhere.post('/api/auth/password-reset/request', { email })).statusCode).toBe(
      202,
    );
    await t.app.outbox.drain();
    const token = tokenFromMail(smtp.received, email, '/reset-password');
    const reset = await elsewhere.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await elsewhere.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await login(elsewhere, email, 'a brand new password')).statusCode).toBe(200);
  });
});
