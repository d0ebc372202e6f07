import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../testing/smtp.ts';
import {
  appsPerTest,
  databaseKinds,
  describeEachDatabase,
  type TestApp,
} from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { CONFIRMATIONS_PER_RECIPIENT } from './service.ts';
import { bodyText } from '../../testing/mail-links.ts';
import { sampleContact } from '../../testing/sample-leads.ts';

const enrollment = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  designation: 'Student',
  phoneNumber: '+91 98765 43210',
  referralCode: 'RFASX1',
};
const contact = sampleContact;

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
      const remoteAddress = `10.9.${url.length}.7`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        // Six people (one e-mail's second request would be a repeat, answered 200).
        const payload = { ...body, email: `limit${i}@example.com` };
        statuses.push(
          (await client.request({ method: 'POST', url, payload, remoteAddress })).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    },
  );
});

describeEachDatabase('lead confirmations', (kind) => {
  let t: TestApp | undefined;
  const apps = appsPerTest(kind);

  let address = 0;
  /** Each submission from its own network address, so the per-address limit stays out of it. */
  const submit = (url: '/api/enrollments' | '/api/contact-messages', payload: object) =>
    new TestClient(t!.app).request({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.20.0.${(address += 1)}`,
    });

  const queued = (to: string, mailKind: 'notification' | 'confirmation') =>
    t!.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', mailKind)
      .where(mailKind === 'confirmation' ? 'to_address' : 'reply_to', '=', to)
      .orderBy('id')
      .execute();

  it('carry none of the text the visitor typed, while the team notification keeps all of it', async () => {
    const smtp = await startSmtpServer();
    apps.defer(smtp.close);
    t = await apps.start({ SMTP_URL: smtp.url, TEAM_EMAILS: 'team@example.com' });
    const typedEnrollment = {
      firstName: 'Zephyrine',
      lastName: 'Quillborne',
      email: 'zq@example.com',
      designation: 'Visit evil.example now',
      phoneNumber: '+91 90000 12345',
      referralCode: 'WINPRIZE',
    };
    const typedContact = {
      name: 'Claim your prize',
      email: 'victim@example.com',
      subject: 'You won: open https://evil.example/win',
      message: 'Send your bank details to https://evil.example/pay today.',
    };
    expect((await submit('/api/enrollments', typedEnrollment)).statusCode).toBe(201);
    expect((await submit('/api/contact-messages', typedContact)).statusCode).toBe(201);
    await t.app.outbox.drain();

    const checks = [
      {
        to: typedEnrollment.email,
        typed: [
          typedEnrollment.firstName,
          typedEnrollment.lastName,
          typedEnrollment.designation,
          typedEnrollment.phoneNumber,
          typedEnrollment.referralCode,
        ],
      },
      {
        to: typedContact.email,
        typed: [typedContact.name, typedContact.subject, typedContact.message],
      },
    ];
    for (const { to, typed } of checks) {
      const [row] = await queued(to, 'confirmation');
      expect(row).toMatchObject({ status: 'sent', kind: 'confirmation' });
      const delivered = smtp.received.filter((mail) => mail.to[0] === to);
      expect(delivered).toHaveLength(1);
      const received = bodyText(delivered[0]!.raw);
      for (const text of [row!.subject, row!.body, received]) {
        for (const word of typed) expect(text).not.toContain(word);
        expect(text).not.toContain('evil.example');
        expect(text).not.toContain('Zephyrine');
      }
      expect(received).toContain(row!.body.split('\n')[2]);
    }

    const [enrollmentNote] = await queued(typedEnrollment.email, 'notification');
    expect(enrollmentNote!.body).toContain('from_name: Zephyrine Quillborne');
    expect(enrollmentNote!.body).toContain('from_email: zq@example.com');
    expect(enrollmentNote!.body).toContain('from_category: Visit evil.example now');
    expect(enrollmentNote!.body).toContain('message: +91 90000 12345 Referral code: WINPRIZE');
    const [contactNote] = await queued(typedContact.email, 'notification');
    expect(contactNote!.body).toContain(`from_name: ${typedContact.name}`);
    expect(contactNote!.body).toContain(`from_email: ${typedContact.email}`);
    expect(contactNote!.body).toContain(`from_category: ${typedContact.subject}`);
    expect(contactNote!.body).toContain(`message: ${typedContact.message}`);
    expect(smtp.received.filter((mail) => mail.to[0] === 'team@example.com')).toHaveLength(2);
  });

  it(`go out at most ${CONFIRMATIONS_PER_RECIPIENT} times a day to one address; the lead and the team notification always`, async () => {
    const smtp = await startSmtpServer();
    apps.defer(smtp.close);
    t = await apps.start({ SMTP_URL: smtp.url, TEAM_EMAILS: 'team@example.com' });
    const to = 'target@example.com';
    const enrollment = { firstName: 'A', lastName: 'B', email: to };
    const contact = {
      name: 'Someone',
      email: to,
      subject: 'Hello there',
      message: 'A long enough text.',
    };

    // Enrollments and contact messages share the cap; the address is compared as stored.
    expect((await submit('/api/enrollments', enrollment)).statusCode).toBe(201);
    expect((await submit('/api/contact-messages', contact)).statusCode).toBe(201);
    expect(
      (await submit('/api/contact-messages', { ...contact, email: 'Target@Example.com' }))
        .statusCode,
    ).toBe(201);
    expect((await queued(to, 'confirmation')).length).toBe(3);
    const fourth = await submit('/api/contact-messages', contact);
    expect(fourth.statusCode).toBe(201);
    expect(fourth.json()).toEqual({
      message: "Message Sent! We'll get back to you as soon as possible.",
    });
    await t.app.outbox.drain();

    expect((await queued(to, 'confirmation')).length).toBe(3);
    expect((await queued(to, 'notification')).length).toBe(4);
    const stored = await t.database.db.selectFrom('enrollments').select('email').execute();
    expect(stored).toHaveLength(1);
    expect(await t.database.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(
      3,
    );
    expect(smtp.received.filter((mail) => mail.to[0] === to)).toHaveLength(3);
    expect(smtp.received.filter((mail) => mail.to[0] === 'team@example.com')).toHaveLength(4);

    // Another address has a cap of its own.
    await submit('/api/enrollments', { ...enrollment, email: 'other@example.com' });
    expect((await queued('other@example.com', 'confirmation')).length).toBe(1);

    // Once the earlier confirmations are more than a day old, the address gets one again.
    await t.database.db
      .updateTable('mail_outbox')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('to_address', '=', to)
      .execute();
    await submit('/api/contact-messages', contact);
    expect((await queued(to, 'confirmation')).length).toBe(4);
  });

  it('hold the cap when submissions for one address arrive at the same time', async () => {
    t = await apps.start({ TEAM_EMAILS: 'team@example.com' });
    const to = 'burst@example.com';
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        submit('/api/contact-messages', { ...sampleContact, email: to }).then(
          (res) => res.statusCode,
        ),
      ),
    );
    expect(statuses).toEqual(Array(8).fill(201));
    expect((await queued(to, 'confirmation')).length).toBe(CONFIRMATIONS_PER_RECIPIENT);
    expect((await queued(to, 'notification')).length).toBe(8);
  });

  it('are not capped when rate limits are off', async () => {
    t = await apps.start({ RATE_LIMITS: 'off' });
    const to = 'loadtest@example.com';
    for (let i = 0; i < 5; i += 1) {
      await submit('/api/contact-messages', { ...sampleContact, email: to });
    }
    expect((await queued(to, 'confirmation')).length).toBe(5);
  });

  it('make a second enrollment request from one e-mail within 30 days a repeat: stored once, mailed once', async () => {
    t = await apps.start({ TEAM_EMAILS: 'team@example.com' });
    const request = { firstName: 'Asha', lastName: 'Rao', email: 'again@example.com' };
    expect((await submit('/api/enrollments', request)).statusCode).toBe(201);
    const second = await submit('/api/enrollments', { ...request, email: 'AGAIN@example.com' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      message:
        'Request already received. We already have your enrollment request from the last 30 days. Our team will contact you shortly.',
      repeat: true,
    });
    const stored = await t.database.db.selectFrom('enrollments').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ repeat_count: 1 });
    expect(stored[0]!.last_repeat_at).not.toBeNull();
    expect(await queued(request.email, 'notification')).toHaveLength(1);
    expect(await queued(request.email, 'confirmation')).toHaveLength(1);

    // Simultaneous requests from one person are one request and repeats, on both databases.
    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        submit('/api/enrollments', { ...request, email: 'burst.enrol@example.com' }),
      ),
    );
    expect(burst.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await queued('burst.enrol@example.com', 'notification')).toHaveLength(1);

    // A request older than 30 days is not repeated: the person may ask again.
    await t.database.db
      .updateTable('enrollments')
      .set({ created_at: new Date(Date.now() - 31 * 24 * 3_600_000).toISOString() })
      .where('email', '=', request.email)
      .execute();
    expect((await submit('/api/enrollments', request)).statusCode).toBe(201);
    expect(
      await t.database.db
        .selectFrom('enrollments')
        .where('email', '=', request.email)
        .selectAll()
        .execute(),
    ).toHaveLength(2);
  });

  it('store a referral code no learner has as unknown, and the requester’s own as own; neither credited', async () => {
    t = await apps.start({ TEAM_EMAILS: 'team@example.com' });
    const owner = new TestClient(t.app);
    await owner.post('/api/auth/register', {
      fullName: 'Kiran Das',
      email: 'kiran@example.com',
      password: 'a-long-password',
    });
    const referral = await owner.get('/api/referrals/me');
    const code = (referral.json() as { code: string }).code;
    const request = (email: string, referralCode: string) =>
      submit('/api/enrollments', { firstName: 'A', lastName: 'B', email, referralCode });
    await request('friend@example.com', code.toLowerCase());
    await request('stranger@example.com', 'NOPE-123');
    await request('kiran@example.com', code);
    const stored = await t.database.db
      .selectFrom('enrollments')
      .select(['email', 'referral_code', 'referral_status', 'referrer_user_id'])
      .orderBy('id')
      .execute();
    expect(
      stored.map(({ referrer_user_id, ...rest }) => ({
        ...rest,
        credited: referrer_user_id !== null,
      })),
    ).toEqual([
      {
        email: 'friend@example.com',
        referral_code: code.toLowerCase(),
        referral_status: 'credited',
        credited: true,
      },
      {
        email: 'stranger@example.com',
        referral_code: 'NOPE-123',
        referral_status: 'unknown',
        credited: false,
      },
      { email: 'kiran@example.com', referral_code: code, referral_status: 'own', credited: false },
    ]);
  });
});
