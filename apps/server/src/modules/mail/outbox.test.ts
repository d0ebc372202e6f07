import { afterEach, expect, it } from 'vitest';
import { startSmtpServer } from '../../testing/smtp.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { MAX_ATTEMPTS, OutboxSender } from './outbox.ts';
import { smtpTransport } from './transports.ts';
import { freePort } from '../../testing/free-port.ts';

const enrollment = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  designation: 'Working Professional',
  phoneNumber: '9876543210',
  referralCode: 'RFMEQ7',
};

describeEachDatabase('mail outbox over real SMTP', (kind) => {
  let t: TestApp | undefined;
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await t?.close();
    t = undefined;
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const outboxRows = () =>
    t!.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  /** Lets the retry come due now instead of after its backoff. */
  const makeDue = () =>
    t!.database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();

  it('delivers the team notification and the learner confirmation', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    t = await kind.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      TEAM_EMAILS: 'team@example.com',
      MAIL_FROM: 'Launchpad <no-reply@launchpad.test>',
    });
    expect((await new TestClient(t.app).post('/api/enrollments', enrollment)).statusCode).toBe(201);
    await t.app.outbox.drain();

    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'meera@example.com',
      'team@example.com',
    ]);
    const team = smtp.received.find((m) => m.to[0] === 'team@example.com')!;
    expect(team.from).toBe('no-reply@launchpad.test');
    expect(team.raw).toContain('from_name: Meera Iyer');
    expect(team.raw).toContain('from_category: Working Professional');
    expect(team.raw).toContain('message: 9876543210 Referral code: RFMEQ7');
    expect(team.raw).toMatch(/Reply-To: meera@example\.com/i);
    const learner = smtp.received.find((m) => m.to[0] === 'meera@example.com')!;
    expect(learner.raw).toContain("We'll contact you shortly");
    expect((await outboxRows()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('answers 201 while SMTP is down, retries, and delivers once the server is back, exactly once', async () => {
    const port = await freePort();
    t = await kind.start({
      RATE_LIMITS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      TEAM_EMAILS: 'team@example.com',
    });
    expect((await new TestClient(t.app).post('/api/enrollments', enrollment)).statusCode).toBe(201);

    expect(await t.app.outbox.drain()).toBe(0);
    let rows = await outboxRows();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'pending' && row.attempts === 1)).toBe(true);
    expect(rows[0]!.last_error).toBeTruthy();
    expect(Date.parse(rows[0]!.next_attempt_at)).toBeGreaterThan(Date.now());
    // Not due yet: a second pass sends nothing and counts no attempt.
    expect(await t.app.outbox.drain()).toBe(0);
    expect((await outboxRows())[0]!.attempts).toBe(1);

    const smtp = await startSmtpServer(port);
    cleanups.push(smtp.close);
    await makeDue();
    expect(await t.app.outbox.drain()).toBe(2);
    expect(await t.app.outbox.drain()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    rows = await outboxRows();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 2)).toBe(true);
  });

  it('two senders draining the same outbox at once send each mail once', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    t = await kind.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      TEAM_EMAILS: 'team@example.com',
    });
    await t.app.outbox.stop();
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i += 1) {
      await client.post('/api/enrollments', { ...enrollment, email: `learner${i}@example.com` });
    }
    const other = new OutboxSender(
      t.database.db,
      smtpTransport(smtp.url, 'x@launchpad.test'),
      t.app.log,
    );
    const sent = await Promise.all([t.app.outbox.drain(), other.drain()]);
    expect(sent[0] + sent[1]).toBe(10);
    expect(smtp.received).toHaveLength(10);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(6);
  });

  it(`marks a mail failed after ${MAX_ATTEMPTS} attempts`, async () => {
    const port = await freePort();
    t = await kind.start({ RATE_LIMITS: 'off', SMTP_URL: `smtp://127.0.0.1:${port}` });
    await new TestClient(t.app).post('/api/contact-messages', {
      name: 'Ravi',
      email: 'ravi@example.com',
      subject: 'Question',
      message: 'A question about the batches.',
    });
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await makeDue();
      await t.app.outbox.drain();
    }
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await makeDue();
    await t.app.outbox.drain();
    expect((await outboxRows())[0]!.attempts).toBe(MAX_ATTEMPTS);
  });
});
