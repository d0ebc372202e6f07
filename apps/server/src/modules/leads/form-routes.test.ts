import { XSRF_COOKIE, type NativeFormState } from '@launchpad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import type { NativeFormPages } from '../../http/native-forms.ts';

/**
 * The lead forms without JavaScript (issue #27): what the server decides and stores for a native
 * form post. The page itself is the web build's rendering of the state, checked in a browser by
 * e2e/no-javascript.spec.ts; here it is the state as JSON, with the token it was given.
 */
const statePages: NativeFormPages = {
  render: async (state, xsrfToken) => JSON.stringify({ state, xsrfToken }),
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describeEachDatabase('lead forms without JavaScript', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ TEAM_EMAILS: 'team@example.com' }, undefined, {
      nativeFormPages: statePages,
    });
  });
  afterAll(() => t.close());

  const rows = (table: 'enrollments' | 'contact_messages' | 'mail_outbox') =>
    t.database.db.selectFrom(table).selectAll().execute();

  /** A visitor's browser: it has the anti-forgery cookie of a page it loaded, and posts a form. */
  async function visitor(address = '203.0.113.1') {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const token = client.cookie(XSRF_COOKIE)!;
    const post = async (path: string, fields: Record<string, string>, withToken = true) => {
      const response = await client.request({
        method: 'POST',
        url: path,
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(withToken ? { _xsrf: token, ...fields } : fields),
        xsrf: false,
      });
      const page = JSON.parse(response.body) as { state: NativeFormState; xsrfToken: string };
      return { status: response.statusCode, response, ...page };
    };
    return { post, token };
  }

  const enrollment = {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.form@example.com',
    designation: 'Student',
    phoneNumber: '98765 43210',
    referralCode: '',
    website: '',
  };

  it('stores an enrollment request and queues its mails, and answers with the sent page', async () => {
    const mailsBefore = (await rows('mail_outbox')).length;
    const { post } = await visitor();
    const answer = await post('/enroll', enrollment);
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.state).toEqual({
      form: 'enrollment',
      outcome: 'sent',
      values: {},
      fieldErrors: {},
    });
    expect((await rows('enrollments')).at(-1)).toMatchObject({
      first_name: 'Meera',
      email: 'meera.form@example.com',
      phone_number: '98765 43210',
      status: 'new',
    });
    const queued = (await rows('mail_outbox')).slice(mailsBefore).map((mail) => mail.to_address);
    expect(queued.sort()).toEqual(['meera.form@example.com', 'team@example.com']);
  });

  it('answers a second request from the same e-mail as received before, stored once, mailed once', async () => {
    const mailsBefore = (await rows('mail_outbox')).length;
    const requestsBefore = (await rows('enrollments')).length;
    const { post } = await visitor('203.0.113.2');
    const answer = await post('/enroll', { ...enrollment, email: ' MEERA.form@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.state.outcome).toBe('repeat');
    expect(await rows('enrollments')).toHaveLength(requestsBefore);
    expect(
      (await rows('enrollments')).find((row) => row.email === 'meera.form@example.com'),
    ).toMatchObject({ repeat_count: 1 });
    expect(await rows('mail_outbox')).toHaveLength(mailsBefore);
  });

  it('keeps every value and names each problem beside its field, storing nothing', async () => {
    const requestsBefore = (await rows('enrollments')).length;
    const { post } = await visitor('203.0.113.3');
    const answer = await post('/enroll', {
      ...enrollment,
      firstName: '  ',
      email: 'not-an-email',
      phoneNumber: 'call me',
    });
    expect(answer.status).toBe(400);
    expect(answer.state.outcome).toBe('invalid');
    expect(answer.state.values).toEqual({
      firstName: '  ',
      lastName: 'Iyer',
      email: 'not-an-email',
      designation: 'Student',
      phoneNumber: 'call me',
      referralCode: '',
    });
    expect(answer.state.fieldErrors).toEqual({
      firstName: ['First Name is required'],
      email: ['Please enter a valid email address'],
      phoneNumber: ['Please enter a valid phone number'],
    });
    expect(await rows('enrollments')).toHaveLength(requestsBefore);
  });

  it('gives the contact form the spec’s four messages', async () => {
    const { post } = await visitor('203.0.113.4');
    const answer = await post('/contact', {
      name: 'R',
      email: 'x',
      subject: 'Hi',
      message: 'Short',
    });
    expect(answer.status).toBe(400);
    expect(answer.state.fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      subject: ['Subject must be at least 5 characters'],
      message: ['Message must be at least 10 characters'],
    });
    expect(answer.state.values).toEqual({ name: 'R', email: 'x', subject: 'Hi', message: 'Short' });
  });

  it('stores a contact message and queues its mails', async () => {
    const mailsBefore = (await rows('mail_outbox')).length;
    const { post } = await visitor('203.0.113.5');
    const answer = await post('/contact', {
      name: 'Ravi Form',
      email: 'ravi.form@example.com',
      subject: 'Batch timings',
      message: 'Are the live classes in the evening?',
      website: '',
    });
    expect(answer.status).toBe(200);
    expect(answer.state.outcome).toBe('sent');
    expect((await rows('contact_messages')).at(-1)).toMatchObject({
      name: 'Ravi Form',
      subject: 'Batch timings',
    });
    expect((await rows('mail_outbox')).slice(mailsBefore)).toHaveLength(2);
  });

  it('refuses a form without the visitor’s token, keeping the values and giving a token that works', async () => {
    const requestsBefore = (await rows('contact_messages')).length;
    const { post, token } = await visitor('203.0.113.6');
    const fields = {
      name: 'Forged',
      email: 'forged@example.com',
      subject: 'A forged message',
      message: 'Sent from another site.',
    };
    for (const sent of [
      await post('/contact', fields, false),
      await post('/contact', { ...fields, _xsrf: 'guess' }, false),
    ]) {
      expect(sent.status).toBe(403);
      expect(sent.state).toMatchObject({
        outcome: 'refused',
        formError: 'This form had expired. Please check your details and send it again.',
        values: fields,
      });
      expect(sent.xsrfToken).toBe(token);
    }
    expect(await rows('contact_messages')).toHaveLength(requestsBefore);
  });

  it('drops what a bot sends in the hidden field, answering as if it were sent', async () => {
    const requestsBefore = (await rows('enrollments')).length;
    const { post } = await visitor('203.0.113.7');
    const answer = await post('/enroll', {
      ...enrollment,
      email: 'bot@example.com',
      website: 'https://spam.example',
    });
    expect(answer.state.outcome).toBe('sent');
    expect(await rows('enrollments')).toHaveLength(requestsBefore);
  });

  it('survives anything a client can send: no 500, the form again', async () => {
    const { post } = await visitor('203.0.113.8');
    const odd: Array<Record<string, string>> = [
      { firstName: 'x'.repeat(10_000), lastName: '\u0000', email: 'a@b.co' },
      { 'firstName[]': 'a', ['__proto__']: 'x', constructor: 'y' },
      {},
    ];
    for (const fields of odd) {
      const answer = await post('/enroll', fields);
      expect(answer.status).toBe(400);
      expect(answer.state.outcome).toBe('invalid');
    }
  });
});

describe('lead forms without JavaScript: the limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await (
      await import('../../testing/test-app.ts')
    ).databaseKinds[0]!.start({ RATE_LIMITS: 'on' }, undefined, { nativeFormPages: statePages });
  });
  afterAll(() => t.close());

  it('answers past the limit with the form again and the reason, storing nothing', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const token = client.cookie(XSRF_COOKIE)!;
    const statuses: number[] = [];
    let last: NativeFormState | undefined;
    for (let i = 0; i < 6; i++) {
      const response = await client.request({
        method: 'POST',
        url: '/contact',
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({
          _xsrf: token,
          name: 'Li',
          email: 'li@example.com',
          subject: 'Hello',
          message: 'x',
        }),
        xsrf: false,
      });
      statuses.push(response.statusCode);
      last = (JSON.parse(response.body) as { state: NativeFormState }).state;
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(last).toMatchObject({ outcome: 'refused', formError: 'Too Many Requests' });
  });
});
