import type { User } from '@launchpad/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, UploadsTable } from '../../db/schema.ts';

export type Education = User['education'][number];
export type Experience = User['experience'][number];

/** A learner's education and experience lists, kept in the order they were entered. */
export class ProfileListsRepo {
  constructor(private readonly db: Db) {}

  async load(userId: number): Promise<{ education: Education[]; experience: Experience[] }> {
    const [education, experience] = await Promise.all([
      this.db
        .selectFrom('education')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('experience')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute(),
    ]);
    return {
      education: education.map((row) => ({
        instituteName: row.institute_name,
        fieldOfStudy: row.field_of_study,
        startYear: row.start_year,
        endYear: row.end_year,
      })),
      experience: experience.map((row) => ({
        positionName: row.position_name,
        companyName: row.company_name,
        duration: row.duration,
        skills: JSON.parse(row.skills) as string[],
        type: 'job' as const,
      })),
    };
  }

  /** Replaces both lists inside the caller's transaction. */
  async replace(
    trx: Transaction<Database>,
    userId: number,
    lists: { education: Education[]; experience: Experience[] },
  ): Promise<void> {
    await trx.deleteFrom('education').where('user_id', '=', userId).execute();
    await trx.deleteFrom('experience').where('user_id', '=', userId).execute();
    if (lists.education.length > 0) {
      await trx
        .insertInto('education')
        .values(
          lists.education.map((row, position) => ({
            user_id: userId,
            position,
            institute_name: row.instituteName,
            field_of_study: row.fieldOfStudy,
            start_year: row.startYear,
            end_year: row.endYear,
          })),
        )
        .execute();
    }
    if (lists.experience.length > 0) {
      await trx
        .insertInto('experience')
        .values(
          lists.experience.map((row, position) => ({
            user_id: userId,
            position,
            position_name: row.positionName,
            company_name: row.companyName,
            duration: row.duration,
            skills: JSON.stringify(row.skills),
            type: 'job' as const,
          })),
        )
        .execute();
    }
  }
}

/** Who uploaded which stored file: a profile may only point at its own owner's files. */
export class UploadsRepo {
  constructor(private readonly db: Db) {}

  async record(name: string, userId: number, kind: UploadsTable['kind']): Promise<void> {
    await this.db
      .insertInto('uploads')
      .values({ name, user_id: userId, kind, created_at: new Date().toISOString() })
      .execute();
  }

  /** Whether this user uploaded this file as this kind (inside the caller's transaction). */
  async isOwnedBy(
    trx: Transaction<Database> | Db,
    name: string,
    userId: number,
    kind: UploadsTable['kind'],
  ): Promise<boolean> {
    const own = await trx
      .selectFrom('uploads')
      .select('name')
      .where('name', '=', name)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return own !== undefined;
  }

  /** Forgets this user's upload record; answers whether there was one. */
  async forget(name: string, userId: number): Promise<boolean> {
    const released = await this.db
      .deleteFrom('uploads')
      .where('name', '=', name)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(released.numDeletedRows) > 0;
  }

  of(userId: number) {
    return this.db
      .selectFrom('uploads')
      .select(['name', 'kind', 'created_at as createdAt'])
      .where('user_id', '=', userId)
      .execute();
  }
}
