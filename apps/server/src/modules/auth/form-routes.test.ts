import { messages, XSRF_COOKIE, type NativeFormState } from '@launchpad/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NativeFormPages } from '../../http/native-forms.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

/**
 * Logging in without JavaScript (issue #27): what the server decides for a native post of the
 * login form. The page is the web build's rendering of the state (e2e/first-tap.spec.ts shows it
 * in a browser); here it is the state as JSON.
 */
const statePages: NativeFormPages = {
  render: async (state, xsrfToken) => JSON.stringify({ state, xsrfToken }),
};

const account = {
  fullName: 'Lata Form',
  email: 'lata.form@example.com',
  password: 'a long password',
};

describeEachDatabase('login form without JavaScript', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({}, undefined, { nativeFormPages: statePages });
    const owner = new TestClient(t.app);
    expect((await owner.post('/api/auth/register', account)).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  /** A browser that loaded the login page (it has the token cookie) and posts the form. */
  async function browser(address: string) {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const token = client.cookie(XSRF_COOKIE)!;
    const post = (fields: Record<string, string>) =>
      client.request({
        method: 'POST',
        url: '/login',
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _xsrf: token, ...fields }).toString(),
        xsrf: false,
      });
    return { client, post, token };
  }
  const stateOf = (body: string) => (JSON.parse(body) as { state: NativeFormState }).state;

  it('logs in and goes on to the dashboard, with a session the API knows', async () => {
    const { client, post } = await browser('203.0.113.21');
    const response = await post({ email: account.email, password: account.password });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dashboard');
    expect(await client.isLoggedIn()).toBe(true);
  });

  it('refuses a wrong password with the reason, keeps the e-mail and never sends the password back', async () => {
    const { client, post } = await browser('203.0.113.22');
    const response = await post({ email: account.email, password: 'not my password' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('not my password');
    expect(stateOf(response.body)).toEqual({
      form: 'login',
      outcome: 'refused',
      values: { email: account.email },
      fieldErrors: {},
      formError: messages.invalidCredentials,
    });
    expect(await client.isLoggedIn()).toBe(false);
  });

  it('names a missing field beside it', async () => {
    const { post } = await browser('203.0.113.23');
    const response = await post({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(stateOf(response.body)).toMatchObject({
      outcome: 'invalid',
      values: { email: 'not-an-email' },
    });
    expect(Object.keys(stateOf(response.body).fieldErrors).sort()).toEqual(['email', 'password']);
  });

  it('refuses a form without the visitor’s token, logging nobody in', async () => {
    const { client } = await browser('203.0.113.24');
    const response = await client.request({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: account.email, password: account.password }).toString(),
      xsrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(stateOf(response.body)).toMatchObject({
      outcome: 'refused',
      formError: messages.formExpired,
    });
    expect(await client.isLoggedIn()).toBe(false);
  });
});
