import { randomUUID } from 'node:crypto';
import { messages } from '@launchpad/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { markEmailVerified } from '../../testing/accounts.ts';
import { createBatch } from '../../testing/batches.ts';

describeEachDatabase('team inbox', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off', ADMIN_EMAILS: 'Team@Example.com, ops@example.com' });
    admin = await signUp('team@example.com');
    await verify('team@example.com');
  });
  afterAll(() => t.close());

  async function signUp(email = `l-${randomUUID()}@example.com`) {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/register', {
      fullName: 'Some One',
      email,
      password: 'secret123',
    });
    expect(res.statusCode).toBe(201);
    return client;
  }
  /** Stands for the owner opening the verification link: only a proved address is on the team. */
  const verify = (email: string) => markEmailVerified(t, email);
  const enroll = (email: string) =>
    new TestClient(t.app).post('/api/enrollments', {
      firstName: 'New',
      lastName: 'Learner',
      email,
    });

  it('tells the admin apart in the user object', async () => {
    expect((await admin.get('/api/auth/user')).json().user.isAdmin).toBe(true);
    expect((await (await signUp()).get('/api/auth/user')).json().user.isAdmin).toBe(false);
  });

  it('answers 401 to anonymous visitors and 403 to learners on every admin endpoint', async () => {
    const learnerEmail = `l-${randomUUID()}@example.com`;
    const learner = await signUp(learnerEmail);
    await verify(learnerEmail);
    const unverifiedLearner = await signUp();
    const anonymous = new TestClient(t.app);
    const calls = [
      (c: TestClient) => c.get('/api/admin/leads'),
      (c: TestClient) =>
        c.request({
          method: 'PATCH',
          url: '/api/admin/enrollments/1',
          payload: { status: 'enrolled' },
        }),
      (c: TestClient) =>
        c.request({
          method: 'PATCH',
          url: '/api/admin/contact-messages/1',
          payload: { status: 'closed' },
        }),
      (c: TestClient) => c.get('/api/admin/mail-problems'),
      (c: TestClient) => c.post('/api/admin/mail-problems/1/retry'),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).statusCode).toBe(401);
      const res = await call(learner);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.adminOnly });
      const unverified = await call(unverifiedLearner);
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json()).toEqual({ message: messages.adminOnly });
    }
  });

  it('refuses an ADMIN_EMAILS account until its address is verified', async () => {
    const ops = await signUp('ops@example.com');
    expect((await ops.get('/api/auth/user')).json().user.isAdmin).toBe(false);
    for (const url of ['/api/admin/leads', '/api/admin/mail-problems']) {
      const res = await ops.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.adminNeedsVerifiedEmail });
    }
    await verify('ops@example.com');
    expect((await ops.get('/api/admin/mail-problems')).statusCode).toBe(200);
  });

  it('lists enrollment requests and contact messages, newest first', async () => {
    await enroll('first@example.com');
    await enroll('second@example.com');
    await new TestClient(t.app).post('/api/contact-messages', {
      name: 'Ravi',
      email: 'ravi@example.com',
      subject: 'Question',
      message: 'When does the next batch start?',
    });
    const res = await admin.get('/api/admin/leads');
    expect(res.statusCode).toBe(200);
    const { enrollments, contactMessages } = res.json();
    const emails = enrollments.map((e: { email: string }) => e.email);
    expect(emails.indexOf('second@example.com')).toBeLessThan(emails.indexOf('first@example.com'));
    expect(enrollments[0]).toMatchObject({
      status: 'new',
      course: 'Frontend Launchpad',
      firstName: 'New',
    });
    expect(contactMessages[0]).toMatchObject({ email: 'ravi@example.com', status: 'new' });
  });

  const setEnrollmentStatus = (id: number, status: string, client = admin) =>
    client.request({ method: 'PATCH', url: `/api/admin/enrollments/${id}`, payload: { status } });

  it('moves a request only along the pipeline, and logs each change with who made it', async () => {
    const email = `pipeline-${randomUUID()}@example.com`;
    await enroll(email);
    const { enrollments } = (await admin.get('/api/admin/leads')).json();
    const id = enrollments.find((e: { email: string }) => e.email === email).id;

    const skip = await setEnrollmentStatus(id, 'enrolled');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ message: 'A request that is new cannot be moved to enrolled.' });
    expect((await setEnrollmentStatus(id, 'contacted')).statusCode).toBe(200);
    expect((await setEnrollmentStatus(id, 'contacted')).statusCode).toBe(200); // no change
    expect((await setEnrollmentStatus(id, 'lost')).statusCode).toBe(200);
    const closed = await setEnrollmentStatus(id, 'closed');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('A request that is lost cannot be moved to closed.');
    expect((await setEnrollmentStatus(id, 'contacted')).json()).toMatchObject({
      status: 'contacted',
    });

    const log = await t.database.db
      .selectFrom('lead_activity')
      .innerJoin('users', 'users.id', 'lead_activity.actor_user_id')
      .select(['from_status', 'to_status', 'users.email as actor', 'lead_type'])
      .where('lead_activity.email', '=', email)
      .orderBy('lead_activity.id')
      .execute();
    expect(log).toEqual([
      {
        from_status: 'new',
        to_status: 'contacted',
        actor: 'team@example.com',
        lead_type: 'enrollment',
      },
      {
        from_status: 'contacted',
        to_status: 'lost',
        actor: 'team@example.com',
        lead_type: 'enrollment',
      },
      {
        from_status: 'lost',
        to_status: 'contacted',
        actor: 'team@example.com',
        lead_type: 'enrollment',
      },
    ]);
  });

  it("marking an enrollment 'enrolled' enrolls the account with that e-mail, now or later", async () => {
    const existingEmail = `existing-${randomUUID()}@example.com`;
    const existing = await signUp(existingEmail);
    // Read before the moves, so a copy of the user object kept from this read would show.
    expect((await existing.get('/api/auth/user')).json().user.enrolledCourse).toEqual([]);
    const laterEmail = `later-${randomUUID()}@example.com`;
    // Enrolling takes a seat in an open batch.
    await createBatch(admin);
    await enroll(existingEmail);
    await enroll(laterEmail);
    const { enrollments } = (await admin.get('/api/admin/leads')).json();
    for (const email of [existingEmail, laterEmail]) {
      const id = enrollments.find((e: { email: string }) => e.email === email).id;
      expect((await setEnrollmentStatus(id, 'contacted')).statusCode).toBe(200);
      const res = await setEnrollmentStatus(id, 'enrolled');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'enrolled' });
    }
    expect((await existing.get('/api/auth/user')).json().user.enrolledCourse).toEqual([
      'Frontend Launchpad',
    ]);
    const later = await signUp(laterEmail);
    expect((await later.get('/api/auth/user')).json().user.enrolledCourse).toEqual([
      'Frontend Launchpad',
    ]);
    expect((await (await signUp()).get('/api/auth/user')).json().user.enrolledCourse).toEqual([]);
  });

  it('changes a contact message status and refuses unknown statuses and ids', async () => {
    const { contactMessages } = (await admin.get('/api/admin/leads')).json();
    const id = contactMessages[0].id;
    const ok = await admin.request({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${id}`,
      payload: { status: 'contacted' },
    });
    expect(ok.json()).toMatchObject({ id, status: 'contacted' });
    const badStatus = await admin.request({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${id}`,
      payload: { status: 'enrolled' },
    });
    expect(badStatus.statusCode).toBe(400);
    const unknown = await admin.request({
      method: 'PATCH',
      url: '/api/admin/enrollments/999999',
      payload: { status: 'closed' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
