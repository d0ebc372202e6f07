import { sql, type Migration } from 'kysely';

/**
 * Issue #33: a project may ask for its hand-ins' live sites to be checked (the grader's Chromium
 * opens them and audits them with axe-core); the report is kept as JSON on the hand-in.
 */
export const liveChecks = (): Migration => ({
  async up(db) {
    await db.schema
      .alterTable('projects')
      .addColumn('live_check', 'integer', (c) => c.notNull().defaultTo(sql`0`))
      .execute();
    await db.schema.alterTable('project_submissions').addColumn('live_check', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('project_submissions').dropColumn('live_check').execute();
    await db.schema.alterTable('projects').dropColumn('live_check').execute();
  },
});
