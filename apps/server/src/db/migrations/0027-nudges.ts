import type { Migration } from 'kysely';

/**
 * Issue #33: the mentor cockpit's nudges. One row per learner and batch with the last nudge:
 * taking the next one is one conditional upsert (insert, or update when the last is older than
 * the cooldown), so two mentors clicking at once send one mail.
 */
export const nudges = (): Migration => ({
  async up(db) {
    await db.schema
      .createTable('learner_nudges')
      .addColumn('batch_id', 'integer', (c) =>
        c.notNull().references('batches.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('learner_nudges_pk', ['batch_id', 'user_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('learner_nudges').execute();
  },
});
