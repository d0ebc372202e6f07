import type { Migration } from 'kysely';

/**
 * A learner's code editor settings, one row once they change one (the defaults of the contract
 * hold until then). Deleting the account deletes the row.
 */
export const editorPreferences = (): Migration => ({
  async up(db) {
    await db.schema
      .createTable('editor_preferences')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('font_size', 'integer', (c) => c.notNull())
      .addColumn('tab_size', 'integer', (c) => c.notNull())
      .addColumn('line_wrap', 'integer', (c) => c.notNull())
      .addColumn('theme', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
});
