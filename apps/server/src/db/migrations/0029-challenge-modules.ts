import { sql, type Migration } from 'kysely';

/**
 * Issue #34: every challenge names the program module (1–6) it practises, so the list can be read
 * by module and the dashboard counts progress per module. Filled from meta.json at every start.
 */
export const challengeModules = (): Migration => ({
  async up(db) {
    await db.schema
      .alterTable('challenges')
      .addColumn('module', 'integer', (c) => c.notNull().defaultTo(sql`1`))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('challenges').dropColumn('module').execute();
  },
});
