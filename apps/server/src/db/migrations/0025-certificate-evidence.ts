import type { Migration } from 'kysely';

/**
 * Issue #33: a certificate records its evidence (JSON, inside the signed record: attendance,
 * projects passed with their reviewers, verified challenges and points) and, when the team issued
 * it although the batch's completion rules were not met, the reason they wrote. Certificates
 * issued before keep null and verify as they did (decision 0015's first signature format).
 */
export const certificateEvidence = (): Migration => ({
  async up(db) {
    await db.schema.alterTable('certificates').addColumn('evidence', 'text').execute();
    await db.schema.alterTable('certificates').addColumn('override_reason', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('certificates').dropColumn('override_reason').execute();
    await db.schema.alterTable('certificates').dropColumn('evidence').execute();
  },
});
