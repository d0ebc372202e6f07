import { messages } from '@launchpad/contract';
import { expect, it } from 'vitest';
import { freePort } from '../../testing/free-port.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { appsPerTest, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { MAX_ATTEMPTS } from '../mail/outbox.ts';
import { markEmailVerified } from '../../testing/accounts.ts';
import { sampleContact } from '../../testing/sample-leads.ts';

const contact = sampleContact;

describeEachDatabase('mail problems in the team inbox', (kind) => {
  let t: TestApp | undefined;
  const apps = appsPerTest(kind);

  async function signUp(email: string, verified: boolean) {
    const client = new TestClient(t!.app);
    const res = await client.post('/api/auth/register', {
      fullName: 'Some One',
      email,
      password: 'secret123',
    });
    expect(res.statusCode).toBe(201);
    if (verified) await markEmailVerified(t!, email);
    return client;
  }

  const leadMails = () =>
    t!.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', 'in', ['notification', 'confirmation'])
      .orderBy('id')
      .execute();

  /**
   * With SMTP down, brings the contact message's mails to their last try (as if a day of tries
   * had passed) and runs it: the real SMTP failure marks them failed.
   */
  async function failLeadMails() {
    // Lets the first try, started when the message came in, finish before time is moved.
    await t!.app.outbox.drain();
    const ids = (await leadMails()).map((row) => row.id);
    await t!.database.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: new Date(0).toISOString() })
      .where('id', 'in', ids)
      .execute();
    await t!.app.outbox.drain();
    const rows = await leadMails();
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    return rows;
  }

  it('lists failed mails to a verified admin only, and a retry sends one once SMTP is back', async () => {
    const port = await freePort();
    t = await apps.start({
      RATE_LIMITS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      TEAM_EMAILS: 'ops@example.com',
      ADMIN_EMAILS: 'team@example.com',
    });
    const admin = await signUp('team@example.com', true);
    const learner = await signUp('learner@example.com', true);
    const anonymous = new TestClient(t.app);

    expect((await admin.get('/api/admin/mail-problems')).json()).toEqual({ count: 0, mails: [] });

    expect((await anonymous.post('/api/contact-messages', contact)).statusCode).toBe(201);
    const [notification, confirmation] = await failLeadMails();

    // Anonymous visitors and learners see nothing and can retry nothing.
    expect((await anonymous.get('/api/admin/mail-problems')).statusCode).toBe(401);
    expect((await learner.get('/api/admin/mail-problems')).statusCode).toBe(403);
    const retryUrl = `/api/admin/mail-problems/${confirmation!.id}/retry`;
    expect((await anonymous.post(retryUrl)).statusCode).toBe(401);
    expect((await learner.post(retryUrl)).statusCode).toBe(403);
    expect((await leadMails())[1]!.status).toBe('failed');

    const listed = await admin.get('/api/admin/mail-problems');
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.count).toBe(2);
    // Newest first: the confirmation was queued after the team notification.
    expect(body.mails).toEqual([
      {
        id: confirmation!.id,
        to: 'ravi@example.com',
        subject: 'We received your message',
        kind: 'confirmation',
        attempts: MAX_ATTEMPTS,
        lastError: expect.stringMatching(/ECONNREFUSED/),
        createdAt: confirmation!.created_at,
      },
      {
        id: notification!.id,
        to: 'ops@example.com',
        subject: 'Contact message: Batch timings',
        kind: 'notification',
        attempts: MAX_ATTEMPTS,
        lastError: expect.stringMatching(/ECONNREFUSED/),
        createdAt: notification!.created_at,
      },
    ]);

    // Retrying needs the anti-forgery header like every state-changing call.
    expect((await admin.post(retryUrl, undefined, { xsrf: false })).statusCode).toBe(403);

    const smtp = await startSmtpServer(port);
    apps.defer(smtp.close);
    const retried = await admin.post(retryUrl);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ message: messages.mailRetried });
    await t.app.outbox.drain();

    const delivered = smtp.received.filter((mail) => mail.to[0] === 'ravi@example.com');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain('Subject: We received your message');
    const [stillFailed, sent] = await leadMails();
    // A fresh schedule: its one try since the retry is what it counts now.
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(stillFailed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(smtp.received.filter((mail) => mail.to[0] === 'ops@example.com')).toEqual([]);

    expect((await admin.get('/api/admin/mail-problems')).json()).toMatchObject({
      count: 1,
      mails: [{ id: notification!.id }],
    });
    // Sent now, so no longer a problem to retry.
    expect((await admin.post(retryUrl)).statusCode).toBe(404);
  });

  it('answers 404 to a retry of an unknown mail or of one that has not failed', async () => {
    const port = await freePort();
    t = await apps.start({
      RATE_LIMITS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ADMIN_EMAILS: 'team@example.com',
    });
    const admin = await signUp('team@example.com', true);
    await new TestClient(t.app).post('/api/contact-messages', contact);
    await t.app.outbox.drain();
    const [pending] = await leadMails();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });

    for (const id of [pending!.id, 999_999]) {
      const res = await admin.post(`/api/admin/mail-problems/${id}/retry`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'There is no failed mail with this id.' });
    }
    expect((await admin.post('/api/admin/mail-problems/abc/retry')).statusCode).toBe(400);
    expect((await leadMails())[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
