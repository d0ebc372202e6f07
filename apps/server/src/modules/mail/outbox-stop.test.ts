import { pino } from 'pino';
import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase, type DatabaseKind } from '../../testing/test-app.ts';
import { enqueueMail, OutboxSender, type Mail, type MailTransport } from './outbox.ts';

/**
 * Stopping the outbox (a process on SIGTERM): the mail being sent is finished and marked, or its
 * failure recorded; no other is claimed, so every mail not sent stays pending and unclaimed for
 * the next sender. Never a mail marked sent that was not, never one lost.
 */
const silent = pino({ level: 'silent' });

/** A transport whose sends end when the test says: `sends[i].deliver()` or `.refuse()`. */
function heldTransport() {
  const sends: Array<{ mail: Mail; deliver(): void; refuse(): void }> = [];
  let firstStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (firstStarted = resolve));
  const transport: MailTransport = {
    send: (mail) =>
      new Promise<void>((resolve, reject) => {
        sends.push({
          mail,
          deliver: resolve,
          refuse: () => reject(new Error('451 try again later')),
        });
        firstStarted();
      }),
  };
  return { transport, sends, started };
}

describeEachDatabase('stopping the mail outbox', (kind: DatabaseKind) => {
  let opened: Awaited<ReturnType<DatabaseKind['open']>>;
  afterEach(() => opened.dispose());

  async function outboxWithThreeMails() {
    opened = await kind.open();
    for (const to of ['one@example.com', 'two@example.com', 'three@example.com']) {
      await enqueueMail(opened.database.db, { to, subject: `For ${to}`, body: 'Hello' });
    }
    const held = heldTransport();
    const counted = { sent: 0, failed: 0 };
    const outbox = new OutboxSender(opened.database.db, held.transport, silent, {
      mailSent: () => void (counted.sent += 1),
      mailFailed: () => void (counted.failed += 1),
    });
    const rows = () =>
      opened.database.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'status', 'attempts', 'locked_until'])
        .orderBy('id')
        .execute();
    return { outbox, held, counted, rows };
  }

  const untouched = (to_address: string) => ({
    to_address,
    status: 'pending',
    attempts: 0,
    locked_until: null,
  });

  it('finishes the mail being sent, marks it, and claims no other', async () => {
    const { outbox, held, counted, rows } = await outboxWithThreeMails();
    const pass = outbox.drain();
    await held.started;
    const stopped = outbox.stop();
    held.sends[0]!.deliver();
    await stopped;
    expect(await pass).toBe(1);

    expect(held.sends.map((send) => send.mail.to)).toEqual(['one@example.com']);
    expect(await rows()).toEqual([
      expect.objectContaining({ to_address: 'one@example.com', status: 'sent', attempts: 1 }),
      untouched('two@example.com'),
      untouched('three@example.com'),
    ]);
    expect(counted).toEqual({ sent: 1, failed: 0 });
    // Stopped: asking it to send does nothing now.
    expect(await outbox.drain()).toBe(0);
    expect(held.sends).toHaveLength(1);

    // The next sender (the next start, another instance) takes the rest at once, each once.
    const next = heldTransport();
    const resumed = new OutboxSender(opened.database.db, next.transport, silent).drain();
    await next.started;
    next.sends[0]!.deliver();
    while (next.sends.length < 2) await new Promise((resolve) => setImmediate(resolve));
    next.sends[1]!.deliver();
    expect(await resumed).toBe(2);
    expect(next.sends.map((send) => send.mail.to)).toEqual([
      'two@example.com',
      'three@example.com',
    ]);
    expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('records a send that fails while stopping as a failure to retry, not as sent', async () => {
    const { outbox, held, counted, rows } = await outboxWithThreeMails();
    const pass = outbox.drain();
    await held.started;
    const stopped = outbox.stop();
    held.sends[0]!.refuse();
    await stopped;
    expect(await pass).toBe(0);

    const [first, ...rest] = await rows();
    expect(first).toMatchObject({
      to_address: 'one@example.com',
      status: 'pending',
      attempts: 1,
      locked_until: null,
    });
    expect(rest).toEqual([untouched('two@example.com'), untouched('three@example.com')]);
    expect(counted).toEqual({ sent: 0, failed: 1 });
  });
});
