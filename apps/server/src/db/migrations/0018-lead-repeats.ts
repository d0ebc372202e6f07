import type { Migration } from 'kysely';

/**
 * One person, one request (issue #27, decision 0020): a second enrollment request from the same
 * e-mail within 30 days is not a second lead. The first one counts the repeats and keeps when the
 * last came, so the team sees one person who asked again, mailed once.
 *
 * And what became of a request's referral code: 'credited' (a learner's code), 'unknown' (no
 * learner has it: stored, flagged in the inbox, never credited) or 'own' (the requester's own
 * code); null without a code. Rows from before are left null: their codes were never checked.
 */
export const leadRepeats = (): Migration => ({
  async up(db) {
    await db.schema
      .alterTable('enrollments')
      .addColumn('repeat_count', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('enrollments').addColumn('last_repeat_at', 'text').execute();
    await db.schema.alterTable('enrollments').addColumn('referral_status', 'text').execute();
  },
});
