import type { Migration } from 'kysely';

/**
 * Completion certificates (issue #16, decision 0015). The id is the public, unguessable name of
 * the certificate (128 random bits, base64url), so it is the primary key itself. What the
 * certificate says is copied here when it is issued, and `signature` is the HMAC-SHA256 of those
 * fields under CERTIFICATE_SECRET: an edit of the row breaks it. Revocation is not signed.
 *
 * Deleting the learner's account deletes their certificates (nothing is kept about a person who
 * asked to be forgotten); an admin's deletion only forgets who issued or revoked.
 */
export const certificates = (): Migration => ({
  async up(db) {
    await db.schema
      .createTable('certificates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // One certificate per enrollment, even when two team members issue it at the same time.
      .addColumn('enrollment_id', 'integer', (c) =>
        c.notNull().unique().references('enrollments.id'),
      )
      .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id'))
      .addColumn('learner_name', 'text', (c) => c.notNull())
      .addColumn('program', 'text', (c) => c.notNull())
      .addColumn('batch_starts_on', 'text', (c) => c.notNull())
      .addColumn('batch_ends_on', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('issued_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('signature', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('revoke_reason', 'text')
      .execute();
    // A learner's certificates (their profile and public profile).
    await db.schema
      .createIndex('certificates_user')
      .on('certificates')
      .columns(['user_id', 'issued_at'])
      .execute();
  },
});
