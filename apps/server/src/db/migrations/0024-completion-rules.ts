import type { Migration } from 'kysely';

/**
 * Issue #33: what completing a batch takes, set by the team per batch. A batch without a row
 * has the defaults (`defaultCompletionRules` in the contract).
 */
export const completionRules = (): Migration => ({
  async up(db) {
    await db.schema
      .createTable('batch_completion_rules')
      .addColumn('batch_id', 'integer', (c) =>
        c.primaryKey().references('batches.id').onDelete('cascade'),
      )
      .addColumn('min_attendance_percent', 'integer', (c) => c.notNull())
      .addColumn('all_projects_passed', 'integer', (c) => c.notNull())
      .addColumn('min_verified_challenges', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('batch_completion_rules').execute();
  },
});
