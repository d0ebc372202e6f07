import type { Migration } from 'kysely';

/**
 * The reference solution, stored with the challenge so that a learner who solved it can compare
 * their code with ours (never served to anyone who has not solved it).
 */
export const referenceSolutions = (): Migration => ({
  async up(db) {
    await db.schema
      .alterTable('challenges')
      .addColumn('solution_files', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  },
});
