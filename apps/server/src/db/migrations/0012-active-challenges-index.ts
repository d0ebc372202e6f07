import type { Migration } from 'kysely';

/**
 * The user object's totals count active challenges per topic on every read. A challenge row holds
 * its instructions, files and tests, so a scan of the table reads all of them; this index answers
 * "active challenges by topic" (with their ids, for the join to progress) on its own.
 */
export const activeChallengesIndex = (): Migration => ({
  async up(db) {
    await db.schema
      .createIndex('challenges_active_topic')
      .on('challenges')
      .columns(['active', 'topic', 'id'])
      .execute();
  },
});
