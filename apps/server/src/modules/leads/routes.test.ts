import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

const enrollment = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  designation: 'Student',
  phoneNumber: '+91 98765 43210',
  referralCode: 'RFASX1',
};
const contact = {
  name: 'Ravi',
  email: 'ravi@example.com',
  subject: 'Batch timings',
  message: 'Are the live classes in the evening?',
};

describeEachDatabase('leads', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off', TEAM_EMAILS: 'team@example.com,ops@example.com' });
  });
  afterAll(() => t.close());

  const rows = (table: 'enrollments' | 'contact_messages' | 'mail_outbox') =>
    t.database.db.selectFrom(table).selectAll().execute();

  it('stores an anonymous enrollment request and queues its mails in the same step', async () => {
    const before = (await rows('mail_outbox')).length;
    const res = await new TestClient(t.app).post('/api/enrollments', {
      ...enrollment,
      email: ' Asha@Example.com ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Enrollment Submitted! We'll contact you shortly." });
    const stored = (await rows('enrollments')).at(-1);
    expect(stored).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      designation: 'Student',
      phone_number: '+91 98765 43210',
      referral_code: 'RFASX1',
      course: 'Frontend Launchpad',
      status: 'new',
    });
    const queued = (await rows('mail_outbox')).slice(before);
    expect(queued.map((m) => m.to_address).sort()).toEqual([
      'asha@example.com',
      'ops@example.com',
      'team@example.com',
    ]);
    const team = queued.find((m) => m.to_address === 'team@example.com');
    expect(team?.body).toContain('from_name: Asha Rao');
    expect(team?.body).toContain('from_email: asha@example.com');
    expect(team?.body).toContain('from_category: Student');
    expect(team?.body).toContain('message: +91 98765 43210 Referral code: RFASX1');
    expect(team?.reply_to).toBe('asha@example.com');
  });

  it('accepts an enrollment with only the required fields', async () => {
    const res = await new TestClient(t.app).post('/api/enrollments', {
      firstName: 'Min',
      lastName: 'Imal',
      email: 'min@example.com',
      phoneNumber: '',
      referralCode: '',
    });
    expect(res.statusCode).toBe(201);
    const stored = (await rows('enrollments')).at(-1);
    expect(stored).toMatchObject({ designation: null, phone_number: null, referral_code: null });
  });

  it.each([
    ['no first name', { firstName: ' ' }, 'firstName', 'First Name is required'],
    ['no last name', { lastName: '' }, 'lastName', 'Last Name is required'],
    ['a bad e-mail', { email: 'asha@' }, 'email', 'Please enter a valid email address'],
    [
      'a bad phone number',
      { phoneNumber: 'call me' },
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    [
      'a very long designation',
      { designation: 'x'.repeat(81) },
      'designation',
      'Designation must be at most 80 characters',
    ],
    ['another course', { course: 'Something Else' }, 'course', undefined],
  ])('refuses an enrollment with %s', async (_label, override, field, message) => {
    const before = (await rows('enrollments')).length;
    const res = await new TestClient(t.app).post('/api/enrollments', {
      ...enrollment,
      ...override,
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors[field] as string[];
    if (message) expect(errors).toContain(message);
    else expect(errors.length).toBeGreaterThan(0);
    expect((await rows('enrollments')).length).toBe(before);
  });

  it('stores a contact message and queues the team notification and the confirmation', async () => {
    const before = (await rows('mail_outbox')).length;
    const res = await new TestClient(t.app).post('/api/contact-messages', contact);
    expect(res.statusCode).toBe(201);
    expect((await rows('contact_messages')).at(-1)).toMatchObject({ ...contact, status: 'new' });
    const queued = (await rows('mail_outbox')).slice(before);
    expect(queued).toHaveLength(3);
    expect(queued.find((m) => m.to_address === 'ravi@example.com')?.body).toContain(
      'within 24 hours',
    );
  });

  it.each([
    ['name', 'R', 'Name must be at least 2 characters'],
    ['email', 'nope', 'Please enter a valid email address'],
    ['subject', 'Hi', 'Subject must be at least 5 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ])(
    'refuses a contact message whose %s is %j with the spec message',
    async (field, value, message) => {
      const res = await new TestClient(t.app).post('/api/contact-messages', {
        ...contact,
        [field]: value,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    },
  );

  it('silently drops a submission whose hidden honeypot field is filled', async () => {
    const before = {
      e: (await rows('enrollments')).length,
      c: (await rows('contact_messages')).length,
      m: (await rows('mail_outbox')).length,
    };
    const a = await new TestClient(t.app).post('/api/enrollments', {
      ...enrollment,
      website: 'http://spam',
    });
    const b = await new TestClient(t.app).post('/api/contact-messages', {
      ...contact,
      website: 'spam',
    });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((await rows('enrollments')).length).toBe(before.e);
    expect((await rows('contact_messages')).length).toBe(before.c);
    expect((await rows('mail_outbox')).length).toBe(before.m);
  });

  it('requires the anti-forgery header', async () => {
    const a = await new TestClient(t.app).post('/api/enrollments', enrollment, { xsrf: false });
    const b = await new TestClient(t.app).post('/api/contact-messages', contact, { xsrf: false });
    expect([a.statusCode, b.statusCode]).toEqual([403, 403]);
  });
});

describe('lead rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await databaseKinds[0]!.start({});
  });
  afterAll(() => t.close());

  it.each(['/api/enrollments', '/api/contact-messages'])(
    'allow 5 a minute per address on %s',
    async (url) => {
      const client = new TestClient(t.app);
      const body = url === '/api/enrollments' ? enrollment : contact;
      const headers = { 'x-forwarded-for': `10.9.${url.length}.7` };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await client.request({ method: 'POST', url, payload: body, headers })).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    },
  );
});
