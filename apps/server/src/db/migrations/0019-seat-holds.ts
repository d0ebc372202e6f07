import type { Migration } from 'kysely';

/**
 * Issue #30: seats held, not oversold. Moving a request to 'payment pending' holds a seat of its
 * batch (counted in `batches.seats_taken`, taken by the same conditional update as an enrolment)
 * until `seat_held_until`; null when it holds none. A payment whose UTR arrives for a request
 * without a seat is flagged (`no_seat_at`) until the team moves it to a batch with a seat or
 * refunds it; what they did, who and when, is kept on the payment.
 */
export const seatHolds = (): Migration => ({
  async up(db) {
    await db.schema.alterTable('enrollments').addColumn('seat_held_until', 'text').execute();
    // The sweep that frees expired holds reads 'payment pending' requests by their hold's end.
    await db.schema
      .createIndex('enrollments_seat_hold')
      .on('enrollments')
      .columns(['status', 'seat_held_until'])
      .execute();
    await db.schema.alterTable('payments').addColumn('no_seat_at', 'text').execute();
    await db.schema.alterTable('payments').addColumn('resolution', 'text').execute();
    await db.schema.alterTable('payments').addColumn('resolved_at', 'text').execute();
    await db.schema
      .alterTable('payments')
      .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
  },
});
