import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startSmtpServer } from '../../testing/smtp.ts';
import { appsPerTest, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { MAX_ATTEMPTS, OutboxSender, RETRY_SPAN_MS, backoffMs, enqueueMail } from './outbox.ts';
import { smtpTransport } from './transports.ts';
import { freePort } from '../../testing/free-port.ts';
import { bodyText } from '../../testing/mail-links.ts';

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;

describe('outbox retry schedule', () => {
  it('waits 5 s after the first failed try, doubling up to an hour, then hourly', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 12, 20, MAX_ATTEMPTS].map(backoffMs)).toEqual([
      5 * SECOND,
      10 * SECOND,
      20 * SECOND,
      40 * SECOND,
      80 * SECOND,
      2_560 * SECOND,
      HOUR,
      HOUR,
      HOUR,
      HOUR,
    ]);
  });

  it('spreads the tries over at least 24 hours, with no more tries than that needs', () => {
    // The waits between try 1 and try MAX_ATTEMPTS (none after the last: the mail fails then).
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => backoffMs(i + 1));
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(RETRY_SPAN_MS).toBe(24 * HOUR);
    expect(total).toBeGreaterThanOrEqual(24 * HOUR);
    expect(total - waits.at(-1)!).toBeLessThan(24 * HOUR);
    expect(MAX_ATTEMPTS).toBe(34);
    expect(total).toBe(5_115 * SECOND + 23 * HOUR);
  });
});

/** A logger that records what it is told, to see the level a failure is logged at. */
function recordingLog() {
  const log = {
    level: 'info',
    fatal: vi.fn(),
    error: vi.fn(),
    warn: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    silent: vi.fn(),
    child: () => log,
  };
  return log;
}

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
  const apps = appsPerTest(kind);

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
    apps.defer(smtp.close);
    t = await apps.start({
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
    expect(bodyText(learner.raw)).toContain("We'll contact you shortly");
    expect((await outboxRows()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('answers 201 while SMTP is down, retries, and delivers once the server is back, exactly once', async () => {
    const port = await freePort();
    t = await apps.start({
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
    apps.defer(smtp.close);
    await makeDue();
    expect(await t.app.outbox.drain()).toBe(2);
    expect(await t.app.outbox.drain()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    rows = await outboxRows();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 2)).toBe(true);
  });

  it('two senders draining the same outbox at once send each mail once', async () => {
    const smtp = await startSmtpServer();
    apps.defer(smtp.close);
    t = await apps.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      TEAM_EMAILS: 'team@example.com',
    });
    // The app's sender stops for good; two of the test's own drain the outbox.
    await t.app.outbox.stop();
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i += 1) {
      await client.post('/api/enrollments', { ...enrollment, email: `learner${i}@example.com` });
    }
    const { database, app } = t;
    const [one, other] = [0, 1].map(
      () => new OutboxSender(database.db, smtpTransport(smtp.url, 'x@launchpad.test'), app.log),
    );
    const sent = await Promise.all([one!.drain(), other!.drain()]);
    expect(sent[0] + sent[1]).toBe(10);
    expect(smtp.received).toHaveLength(10);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(6);
  });

  it(`keeps retrying for a day of schedule while SMTP is down, then marks the mail failed after ${MAX_ATTEMPTS} tries and logs an error`, async () => {
    const port = await freePort();
    t = await apps.start({ RATE_LIMITS: 'off' });
    // This test's own sender, with a dead SMTP server and a logger that records.
    await t.app.outbox.stop();
    const log = recordingLog();
    const sender = new OutboxSender(
      t.database.db,
      smtpTransport(`smtp://127.0.0.1:${port}`, 'x@launchpad.test'),
      log as unknown as FastifyBaseLogger,
    );
    await enqueueMail(t.database.db, {
      to: 'ravi@example.com',
      subject: 'We received your message',
      body: 'Hi',
      kind: 'confirmation',
    });

    // The schedule's clock: each failed try sets the next one this far ahead; moving
    // next_attempt_at into the past stands for that time passing.
    let scheduled = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const before = Date.now();
      expect(await sender.drain()).toBe(0);
      const after = Date.now();
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row!.last_error).toMatch(/ECONNREFUSED/);
      const next = Date.parse(row!.next_attempt_at);
      expect(next - before).toBeGreaterThanOrEqual(backoffMs(attempt));
      expect(next - after).toBeLessThanOrEqual(backoffMs(attempt));
      scheduled += next - after;
      // Not due yet: another pass neither sends nor counts a try.
      await sender.drain();
      expect((await outboxRows())[0]!.attempts).toBe(attempt);
      await makeDue();
    }
    // Every try so far failed, a day of waits lies behind it, and it is still not given up.
    expect(scheduled).toBeGreaterThanOrEqual(24 * HOUR);
    expect((await outboxRows())[0]!.status).toBe('pending');
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(MAX_ATTEMPTS - 1);

    await sender.drain();
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent_at: null });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toMatchObject({
      mailId: failed!.id,
      kind: 'confirmation',
      attempts: MAX_ATTEMPTS,
    });

    // A failed mail is never tried again on its own.
    await makeDue();
    await sender.drain();
    expect((await outboxRows())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('a drain asked for while a pass is under way also waits for a pass that starts after it', async () => {
    const smtp = await startSmtpServer();
    apps.defer(smtp.close);
    t = await apps.start({ RATE_LIMITS: 'off', SMTP_URL: smtp.url });
    // The app's sender stops for good; the test's own is drained by hand.
    await t.app.outbox.stop();
    const sender = new OutboxSender(
      t.database.db,
      smtpTransport(smtp.url, 'x@launchpad.test'),
      t.app.log,
    );
    const first = sender.drain();
    // Queued after the first pass has started reading the outbox.
    await enqueueMail(t.database.db, { to: 'late@example.com', subject: 'Late', body: 'Late' });
    const second = sender.drain();
    expect(second).not.toBe(first);
    await first;
    expect(await second).toBe(1);
    expect(smtp.received.map((m) => m.to[0])).toEqual(['late@example.com']);
  });
});
