import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CertificatesTable } from '../../db/schema.ts';

export type CertificateRow = Selectable<CertificatesTable>;

/** The certificates table: written once at issue, then only revoked. */
export class CertificatesRepo {
  constructor(private readonly db: Db) {}

  insert(row: Insertable<CertificatesTable>): Promise<CertificateRow> {
    return this.db.insertInto('certificates').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: string): Promise<CertificateRow | undefined> {
    return this.db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every certificate, newest first (the team's list). */
  listAll(): Promise<CertificateRow[]> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .orderBy('issued_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** A learner's certificates that are not revoked, newest first. */
  /** Every certificate of this learner, revoked or not, oldest first. */
  listOf(userId: number): Promise<CertificateRow[]> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('issued_at')
      .execute();
  }

  listUnrevokedOf(userId: number): Promise<CertificateRow[]> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('issued_at', 'desc')
      .execute();
  }

  /** The enrollments that have a certificate, revoked or not. */
  async certifiedEnrollmentIds(): Promise<Set<number>> {
    const rows = await this.db.selectFrom('certificates').select('enrollment_id').execute();
    return new Set(rows.map((row) => row.enrollment_id));
  }

  /** Revokes it unless it already is; undefined when it was (or does not exist). */
  revoke(
    id: string,
    revocation: { revokedAt: string; revokedBy: number; reason: string },
  ): Promise<CertificateRow | undefined> {
    return this.db
      .updateTable('certificates')
      .set({
        revoked_at: revocation.revokedAt,
        revoked_by: revocation.revokedBy,
        revoke_reason: revocation.reason,
      })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }
}
