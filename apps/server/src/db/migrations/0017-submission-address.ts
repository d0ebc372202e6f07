import type { Migration } from 'kysely';

/**
 * Fair graders (issue #26, decision 0019): the address a submission came from, so that the cap on
 * submissions waiting for the grader holds per address as well as per account (many accounts
 * from one address cannot fill the graders). Null for rows from before.
 */
export const submissionAddress = (): Migration => ({
  async up(db) {
    await db.schema.alterTable('submissions').addColumn('client_address', 'text').execute();
  },
});
