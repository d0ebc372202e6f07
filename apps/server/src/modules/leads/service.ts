import type { contactMessageSchema, enrollmentRequestSchema } from '@launchpad/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Referrals } from '../profile/referrals.ts';
import {
  contactConfirmation,
  contactNotification,
  enrollmentConfirmation,
  enrollmentNotification,
} from '../mail/templates.ts';

type EnrollmentInput = z.output<typeof enrollmentRequestSchema>;
type ContactInput = z.output<typeof contactMessageSchema>;

/**
 * Store first, mail second: each lead is a row, and its mails are outbox rows written in the same
 * transaction. If the mail server is down, nothing is lost; the outbox retries.
 */
export class LeadsService {
  constructor(
    private readonly db: Db,
    private readonly referrals: Referrals,
    private readonly teamEmails: readonly string[],
    private readonly onQueued: () => void,
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
      await enqueueMail(trx, enrollmentConfirmation(input));
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
      await enqueueMail(trx, contactConfirmation(input));
    });
    this.onQueued();
  }
}
