import { messages } from '@launchpad/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectTeamOnly, signUpAdmin, signUpLearner } from '../../testing/accounts.ts';
import { createBatch } from '../../testing/batches.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { invitedStaff } from '../../testing/teaching.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { bodyText, tokenFromMail } from '../../testing/mail-links.ts';
import { INVITE_NOT_VALID } from './service.ts';

describeEachDatabase('staff: team and mentor invites', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await kind.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: 'team@example.com, ops@example.com',
      PUBLIC_URL: 'https://launchpad.example.com',
    });
    admin = await signUpAdmin(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers 401 to visitors and 403 to learners on every staff admin endpoint', async () => {
    await expectTeamOnly(
      t.app,
      t.database,
      [
        (c) => c.get('/api/admin/staff'),
        (c) => c.post('/api/admin/staff/invites', { email: 'x@example.com', role: 'mentor' }),
        (c) =>
          c.request({
            method: 'PUT',
            url: '/api/admin/staff/1/batches',
            payload: { batchIds: [] },
          }),
      ],
      { unverifiedTeamEmail: 'ops@example.com' },
    );
    expect(
      (await new TestClient(t.app).post('/api/staff-invites/accept', { token: 'x' })).statusCode,
    ).toBe(401);
  });

  it('mails a single-use invite; accepting makes the account a mentor, lists them, and works once', async () => {
    const mentor = await invitedStaff(t, admin, smtp);
    expect(mentor.user).toMatchObject({ isMentor: true, isAdmin: false, emailVerified: true });
    const mail = smtp.received.findLast((each) => each.to.includes(mentor.email))!;
    expect(bodyText(mail.raw)).toContain('https://launchpad.example.com/staff-invite?token=');

    const again = await mentor.client.post('/api/staff-invites/accept', { token: mentor.token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVITE_NOT_VALID);

    const { staff, invites } = (await admin.get('/api/admin/staff')).json();
    expect(staff).toContainEqual({
      id: mentor.id,
      name: 'Meera Mentor',
      email: mentor.email,
      role: 'mentor',
      batchIds: [],
    });
    expect(invites.map((invite: { email: string }) => invite.email)).not.toContain(mentor.email);
    const twice = await admin.post('/api/admin/staff/invites', {
      email: mentor.email,
      role: 'mentor',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses an invite opened by another account, an expired one, and one replaced by a newer invite', async () => {
    const invited = await signUpLearner(t.app, 'Invited Person');
    const stranger = await signUpLearner(t.app, 'Someone Else');
    const invite = () =>
      admin.post('/api/admin/staff/invites', { email: invited.email, role: 'team' });
    expect((await invite()).statusCode).toBe(201);
    await t.app.outbox.drain();
    const first = tokenFromMail(smtp.received, invited.email, '/staff-invite');
    // A forwarded link does not make its reader staff.
    const forwarded = await stranger.client.post('/api/staff-invites/accept', { token: first });
    expect(forwarded.statusCode).toBe(400);
    expect((await stranger.client.get('/api/auth/user')).json().user.isAdmin).toBe(false);

    expect((await invite()).statusCode).toBe(201);
    await t.app.outbox.drain();
    const second = tokenFromMail(smtp.received, invited.email, '/staff-invite');
    expect(second).not.toBe(first);
    expect(
      (await invited.client.post('/api/staff-invites/accept', { token: first })).statusCode,
    ).toBe(400);

    await t.database.db
      .updateTable('staff_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', invited.email)
      .execute();
    expect(
      (await invited.client.post('/api/staff-invites/accept', { token: second })).statusCode,
    ).toBe(400);
    expect((await invited.client.get('/api/auth/user')).json().user.isAdmin).toBe(false);
  });

  it('an invited team member opens the team pages; a mentor does not', async () => {
    const member = await invitedStaff(t, admin, smtp, 'team', 'Tara Team');
    expect(member.user).toMatchObject({ isAdmin: true, isMentor: false });
    expect((await member.client.get('/api/admin/batches')).statusCode).toBe(200);
    const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Manu Mentor');
    const refused = await mentor.client.get('/api/admin/batches');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.adminOnly });
  });

  it('assigns batches to a mentor, validating them', async () => {
    const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Bina Mentor');
    const batch = await createBatch(admin);
    const put = (id: number, batchIds: unknown) =>
      admin.request({
        method: 'PUT',
        url: `/api/admin/staff/${id}/batches`,
        payload: { batchIds },
      });
    expect((await put(mentor.id, [batch.id, batch.id])).json()).toMatchObject({
      batchIds: [batch.id],
    });
    const missing = await put(mentor.id, [batch.id, 999_999]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.batchIds).toEqual(['No batch has the id 999999.']);
    expect((await put(mentor.id, 'all')).statusCode).toBe(400);
    const learner = await signUpLearner(t.app);
    const { id: learnerId } = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', learner.email)
      .executeTakeFirstOrThrow();
    expect((await put(learnerId, [batch.id])).statusCode).toBe(404);
    const teaching = (await mentor.client.get('/api/teaching/batches')).json();
    expect(teaching.batches.map((each: { id: number }) => each.id)).toEqual([batch.id]);
  });
});
