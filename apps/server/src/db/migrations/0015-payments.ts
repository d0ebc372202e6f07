import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/**
 * Issue #16: payment by UPI, confirmed by the team (docs/decisions/0014-upi-payments-and-seats.md).
 * One payment per enrollment request. The unique indexes are the rules themselves: a reference
 * (the UPI `tr`) names one payment, a UTR pays for one request only, a receipt number is given
 * once. NULLs do not collide in a unique index on either database, so a payment with no UTR or
 * no receipt yet is fine.
 */
export const payments = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('payments')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('enrollment_id', 'integer', (c) =>
        c.notNull().unique().references('enrollments.id'),
      )
      .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id'))
      // The request's e-mail (lower case): the learner whose verified account has it sees it.
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('amount_inr', 'integer', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('utr', 'text', (c) => c.unique())
      .addColumn('utr_submitted_at', 'text')
      // awaiting_payment | submitted | confirmed | rejected
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('receipt_number', 'integer', (c) => c.unique())
      .addColumn('confirmed_at', 'text')
      .addColumn('confirmed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('rejected_at', 'text')
      .addColumn('rejected_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reject_reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The team's list: payments in one status, oldest submission first.
    await db.schema
      .createIndex('payments_status_submitted')
      .on('payments')
      .columns(['status', 'utr_submitted_at'])
      .execute();
    // The learner's dashboard: their payments by e-mail.
    await db.schema.createIndex('payments_email').on('payments').column('email').execute();
  },
});
