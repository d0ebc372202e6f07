import type { Migration } from 'kysely';

/**
 * Issue #34: TypeScript challenges' type-level tests (types.test.ts, types.hidden.test.ts), kept
 * with the challenge like its tests; the grader type-checks the learner's files with them.
 */
export const typeTests = (): Migration => ({
  async up(db) {
    await db.schema.alterTable('challenges').addColumn('type_tests', 'text').execute();
    await db.schema.alterTable('challenges').addColumn('hidden_type_tests', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('challenges').dropColumn('hidden_type_tests').execute();
    await db.schema.alterTable('challenges').dropColumn('type_tests').execute();
  },
});
