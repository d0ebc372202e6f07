import type { Migration } from 'kysely';

/**
 * A learner may show their profile at /u/{userName}. Off unless they turn it on in Settings: an
 * account made before this stays private.
 */
export const publicProfiles = (): Migration => ({
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('public_profile', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
