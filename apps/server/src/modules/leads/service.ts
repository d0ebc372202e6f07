import type { contactMessageSchema, enrollmentRequestSchema } from '@launchpad/contract';
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueMail, type Mail } from '../mail/outbox.ts';
import type { Referrals } from '../profile/referrals.ts';
import {
  contactConfirmation,
  contactNotification,
  enrollmentConfirmation,
  enrollmentNotification,
} from '../mail/templates.ts';

type EnrollmentInput = z.output<typeof enrollmentRequestSchema>;
type ContactInput = z.output<typeof contactMessageSchema>;

/** At most this many confirmations go to one address per CONFIRMATION_WINDOW_MS. */
export const CONFIRMATIONS_PER_RECIPIENT = 3;
export const CONFIRMATION_WINDOW_MS = 24 * 3_600_000;
/** The first key of the PostgreSQL advisory locks that serialize confirmations per recipient. */
const CONFIRMATION_LOCK_SPACE = 0x6d61696c; // 'mail'

/**
 * Store first, mail second: each lead is a row, and its mails are outbox rows written in the same
 * transaction. If the mail server is down, nothing is lost; the outbox retries.
 *
 * The visitor's confirmation goes to an address they typed, so it carries none of their text and
 * at most CONFIRMATIONS_PER_RECIPIENT go to one address a day (unless `capConfirmations` is off,
 * as it is with RATE_LIMITS=off); beyond that the lead is still stored and the team still told.
 */
export class LeadsService {
  constructor(
    private readonly db: Db,
    private readonly referrals: Referrals,
    private readonly teamEmails: readonly string[],
    private readonly onQueued: () => void,
    private readonly capConfirmations: boolean,
  ) {}

  async createEnrollment(input: EnrollmentInput): Promise<void> {
    const now = new Date().toISOString();
    const referrer = await this.referrals.referrerOf(input.referralCode, input.email);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('enrollments')
        .values({
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          designation: input.designation ?? null,
          phone_number: input.phoneNumber ?? null,
          referral_code: input.referralCode ?? null,
          course: input.course,
          referrer_user_id: referrer,
          status: 'new',
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const team of this.teamEmails)
        await enqueueMail(trx, enrollmentNotification(team, input));
      await this.queueConfirmation(trx, enrollmentConfirmation(input.email));
    });
    this.onQueued();
  }

  async createContactMessage(input: ContactInput): Promise<void> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('contact_messages')
        .values({
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          status: 'new',
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const team of this.teamEmails) await enqueueMail(trx, contactNotification(team, input));
      await this.queueConfirmation(trx, contactConfirmation(input.email));
    });
    this.onQueued();
  }

  /**
   * Queues a confirmation unless its recipient already got CONFIRMATIONS_PER_RECIPIENT in the
   * window. On PostgreSQL a transaction lock on the address makes two simultaneous submissions
   * count one after the other (SQLite runs one transaction at a time anyway).
   */
  private async queueConfirmation(trx: Transaction<Database>, mail: Mail): Promise<void> {
    if (this.capConfirmations) {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`select pg_advisory_xact_lock(${CONFIRMATION_LOCK_SPACE}, hashtext(${mail.to}))`.execute(
          trx,
        );
      }
      const since = new Date(Date.now() - CONFIRMATION_WINDOW_MS).toISOString();
      const { count } = await trx
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('to_address', '=', mail.to)
        .where('kind', '=', 'confirmation')
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(count) >= CONFIRMATIONS_PER_RECIPIENT) return;
    }
    await enqueueMail(trx, mail);
  }
}
