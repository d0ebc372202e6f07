import type { Migration } from 'kysely';

/**
 * What a graded submission added to the learner's total: its score minus their best before it
 * (0 when it did not beat it). Computed when the grade is recorded, so the result panel shows the
 * server's figure. Null while pending, and for submissions graded before it was kept.
 */
export const pointsEarned = (): Migration => ({
  async up(db) {
    await db.schema.alterTable('submissions').addColumn('points_earned', 'integer').execute();
  },
});
