import type { MailProblemsResponse } from '@launchpad/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, MailKind } from '../../db/schema.ts';
import { afterCommit, type Trx } from '../../db/unit-of-work.ts';
import { noMetrics, type MailMetrics } from '../../http/metrics.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  replyTo?: string;
  /** 'notification' (to the team) unless said. */
  kind?: MailKind;
  /**
   * A calendar invite (iCalendar text with its METHOD: REQUEST, CANCEL) sent as the mail's
   * calendar part, which mail apps show as an invite to accept.
   */
  ics?: string;
}

/** Delivers one mail or throws; the outbox decides what a failure means. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close?(): void;
}

const HOUR_MS = 3_600_000;
const CLAIM_MS = 60_000;
const POLL_MS = 2_000;
const BATCH = 20;
/** The team inbox lists this many failed mails, newest first (the count covers them all). */
const PROBLEMS_LISTED = 100;

/**
 * The wait after the `attempts`-th failed try: 5 s, 10 s, 20 s … doubling up to 1 hour, then
 * hourly. A mail server that is down gets room to recover without the outbox hammering it.
 */
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), HOUR_MS);

/** A mail is tried for at least this long before the outbox gives up on it. */
export const RETRY_SPAN_MS = 24 * HOUR_MS;

/**
 * The fewest tries whose waits in between add up to RETRY_SPAN_MS: a mail is only marked failed
 * after an outage of a whole day (34 tries with the backoff above).
 */
export const MAX_ATTEMPTS = (() => {
  let attempts = 1;
  let waited = 0;
  while (waited < RETRY_SPAN_MS) {
    waited += backoffMs(attempts);
    attempts += 1;
  }
  return attempts;
})();

/**
 * Where services queue mail: inside their unit of work, so a mail exists only if its cause does,
 * and the sender is woken once the unit commits (not before: it would find nothing to send).
 */
export interface MailQueue {
  enqueue(trx: Trx, mail: Mail): Promise<void>;
}

/** Adds a mail to the outbox inside the caller's transaction (MailQueue.enqueue wakes the sender). */
export async function enqueueMail(trx: Transaction<Database> | Db, mail: Mail): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      reply_to: mail.replyTo ?? null,
      kind: mail.kind ?? 'notification',
      ics: mail.ics ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

/** How many mails of this kind were queued for this address since then (in the caller's transaction). */
export async function countRecentMails(
  trx: Transaction<Database> | Db,
  { to, kind, since }: { to: string; kind: MailKind; since: string },
): Promise<number> {
  const { count } = await trx
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Sends what the outbox holds, retrying with backoff and giving up after MAX_ATTEMPTS (a day of
 * tries); a mail given up on is 'failed' and the team sees it under Mail problems, from where it
 * can be sent again. Each mail is claimed with a conditional update before it is sent, so several
 * app instances sharing one database never send the same mail twice.
 */
export class OutboxSender implements MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private followUp: Promise<number> | undefined;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly metrics: MailMetrics = noMetrics,
  ) {}

  async enqueue(trx: Trx, mail: Mail): Promise<void> {
    await enqueueMail(trx, mail);
    afterCommit(trx, 'mail queued', () => void this.drain());
  }

  start(): void {
    this.timer ??= setInterval(() => void this.drain(), POLL_MS);
    this.timer.unref();
  }

  /**
   * For a process that stops: the mail being sent is finished (sent and marked, or its failure
   * recorded), no other is claimed, so every mail not sent stays pending, unclaimed, for the next
   * start or another instance. Nothing is sent after it.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.followUp;
    await this.running;
    this.transport.close?.();
  }

  /**
   * Sends every mail that is due now; answers how many were sent. One pass runs at a time. A call
   * made while a pass is under way (which may have read the outbox before the caller's change)
   * waits for that pass and one more, so what the caller queued or retried is always looked at.
   * Never rejects: a pass that fails (the database is away) is logged and counts as 0.
   */
  drain(): Promise<number> {
    if (this.stopping) return Promise.resolve(0);
    const current = this.running;
    if (!current) {
      const pass = this.sendDue()
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'mail outbox pass failed');
          return 0;
        })
        .finally(() => {
          if (this.running === pass) this.running = undefined;
        });
      this.running = pass;
      return pass;
    }
    this.followUp ??= current.then(async (before) => {
      this.followUp = undefined;
      return before + (await this.drain());
    });
    return this.followUp;
  }

  /** The mails given up on: how many, and the newest of them. */
  async problems(): Promise<MailProblemsResponse> {
    const [total, rows] = await Promise.all([
      this.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('status', '=', 'failed')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'kind', 'attempts', 'last_error', 'created_at'])
        .where('status', '=', 'failed')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PROBLEMS_LISTED)
        .execute(),
    ]);
    return {
      count: Number(total.count),
      mails: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        kind: row.kind,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
      })),
    };
  }

  /** The mails not sent: still to be tried (pending), and given up on (failed). */
  async backlog(): Promise<{ pending: number; failed: number }> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => ['status', eb.fn.countAll<number | string | bigint>().as('count')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { pending: count('pending'), failed: count('failed') };
  }

  /**
   * Gives a failed mail a fresh schedule (no tries yet, due now) and starts sending. Answers false
   * when no failed mail has this id.
   */
  async retry(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('mail_outbox')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
        locked_until: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    this.log.info({ mailId: id }, 'failed mail queued again by the team');
    void this.drain();
    return true;
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
      // Stopping: the rest stay unclaimed, due now for whoever sends next.
      if (this.stopping) break;
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
          ...(mail.ics ? { ics: mail.ics } : {}),
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
        this.metrics.mailSent();
      } catch (error) {
        const attempts = mail.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        this.metrics.mailFailed(failed);
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
        if (failed) {
          this.log.error(
            { mailId: mail.id, kind: mail.kind, attempts, err: error },
            'mail failed for good; it is listed under Mail problems in the team inbox',
          );
        } else {
          this.log.warn(
            { mailId: mail.id, kind: mail.kind, attempts, err: error },
            'mail failed; will retry',
          );
        }
      }
    }
    return sent;
  }
}
