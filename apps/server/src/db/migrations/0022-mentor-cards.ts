import type { Migration } from 'kysely';

/**
 * Issue #32, 'Meet your mentors': the public card a mentor may publish (their profile photo is
 * the account's own, uploaded and checked in Settings). Unpublished cards are shown to nobody.
 */
export const mentorCards = (): Migration => ({
  async up(db) {
    await db.schema
      .createTable('mentor_cards')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('years_experience', 'integer', (c) => c.notNull())
      .addColumn('about', 'text', (c) => c.notNull())
      .addColumn('linkedin', 'text')
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('mentor_cards').execute();
  },
});
