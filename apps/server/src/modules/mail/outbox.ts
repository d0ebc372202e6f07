import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  replyTo?: string;
}

/** Delivers one mail or throws; the outbox decides what a failure means. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close?(): void;
}

export const MAX_ATTEMPTS = 8;
const CLAIM_MS = 60_000;
const POLL_MS = 2_000;
const BATCH = 20;

/** 5 s, 10 s, 20 s … capped at 10 minutes: a mail server that is down gets room to recover. */
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 600_000);

/** Adds a mail to the outbox inside the caller's transaction, so it exists only if its cause does. */
export async function enqueueMail(trx: Transaction<Database> | Db, mail: Mail): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      reply_to: mail.replyTo ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

/**
 * Sends what the outbox holds, retrying with backoff and giving up after MAX_ATTEMPTS. Each mail
 * is claimed with a conditional update before it is sent, so several app instances sharing one
 * database never send the same mail twice.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.drain(), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close?.();
  }

  /** Sends every mail that is due now; answers how many were sent. One pass at a time. */
  drain(): Promise<number> {
    this.running ??= this.sendDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sendDue(): Promise<number> {
    const now = new Date();
    const nowIso = now.toISOString();
    const due = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .orderBy('id')
      .limit(BATCH)
      .execute();

    let sent = 0;
    for (const mail of due) {
      const claimed = await this.db
        .updateTable('mail_outbox')
        .set({ locked_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
        .where('id', '=', mail.id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;

      try {
        await this.transport.send({
          to: mail.to_address,
          subject: mail.subject,
          body: mail.body,
          ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        });
        await this.db
          .updateTable('mail_outbox')
          .set({
            status: 'sent',
            sent_at: new Date().toISOString(),
            attempts: mail.attempts + 1,
            locked_until: null,
          })
          .where('id', '=', mail.id)
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        await this.db
          .updateTable('mail_outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            last_error: (error as Error).message.slice(0, 500),
            next_attempt_at: new Date(Date.now() + backoffMs(attempts)).toISOString(),
            locked_until: null,
          })
          .where('id', '=', mail.id)
          .execute();
        this.log[failed ? 'error' : 'warn'](
          { mailId: mail.id, attempts, err: error },
          failed ? 'mail failed for good' : 'mail failed; will retry',
        );
      }
    }
    return sent;
  }
}
