import type { Migration } from 'kysely';

/**
 * Hints (content hints.md): stored with the challenge, revealed one at a time per learner. A
 * reveal is a row, so the learner's history can show which hints they used (the score does not
 * change: product rules §4).
 */
export const hints = (): Migration => ({
  async up(db) {
    await db.schema
      .alterTable('challenges')
      .addColumn('hints', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .createTable('hint_reveals')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('challenge_id', 'integer', (c) => c.notNull().references('challenges.id'))
      .addColumn('hint_number', 'integer', (c) => c.notNull())
      .addColumn('revealed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('hint_reveals_pk', ['user_id', 'challenge_id', 'hint_number'])
      .execute();
  },
});
