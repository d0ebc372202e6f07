import type { AttendanceStatus } from '@launchpad/contract';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ClassAttendanceTable, ClassesTable, ClassSchedulesTable } from '../../db/schema.ts';
import type { Trx } from '../../db/unit-of-work.ts';

export type ClassRow = Selectable<ClassesTable>;
export type ClassScheduleRow = Selectable<ClassSchedulesTable>;
export type AttendanceRow = Selectable<ClassAttendanceTable>;
type Executor = Db | Trx;

/** The classes module's tables: schedules, classes, attendance and calendar feeds. */
export class ClassesRepo {
  constructor(private readonly db: Db) {}

  schedule(batchId: number, db: Executor = this.db): Promise<ClassScheduleRow | undefined> {
    return db
      .selectFrom('class_schedules')
      .selectAll()
      .where('batch_id', '=', batchId)
      .executeTakeFirst();
  }

  async saveSchedule(trx: Trx, row: Insertable<ClassSchedulesTable>): Promise<void> {
    const { batch_id: _, ...changes } = row;
    await trx
      .insertInto('class_schedules')
      .values(row)
      .onConflict((conflict) => conflict.column('batch_id').doUpdateSet(changes))
      .execute();
  }

  /** A batch's classes in order of start. */
  ofBatches(batchIds: readonly number[], db: Executor = this.db): Promise<ClassRow[]> {
    if (batchIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('classes')
      .selectAll()
      .where('batch_id', 'in', batchIds)
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
  }

  byId(id: number, db: Executor = this.db): Promise<ClassRow | undefined> {
    return db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insert(trx: Executor, row: Insertable<ClassesTable>): Promise<ClassRow> {
    return trx.insertInto('classes').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Saves a change that calendars must pick up: the SEQUENCE goes up by one. */
  async change(trx: Executor, id: number, changes: Updateable<ClassesTable>): Promise<ClassRow> {
    return trx
      .updateTable('classes')
      .set({ ...changes, sequence: sql`sequence + 1`, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  attendanceOf(classId: number): Promise<AttendanceRow[]> {
    return this.db
      .selectFrom('class_attendance')
      .selectAll()
      .where('class_id', '=', classId)
      .execute();
  }

  learnerAttendance(userId: number, classIds: readonly number[]): Promise<AttendanceRow[]> {
    if (classIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('class_attendance')
      .selectAll()
      .where('user_id', '=', userId)
      .where('class_id', 'in', classIds)
      .execute();
  }

  /** Records a Join; a learner who joined before keeps the time of their first join. */
  async recordJoin(classId: number, userId: number, at: string): Promise<void> {
    await this.db
      .insertInto('class_attendance')
      .values({ class_id: classId, user_id: userId, first_joined_at: at })
      .onConflict((conflict) =>
        conflict.columns(['class_id', 'user_id']).doUpdateSet({
          first_joined_at: sql`coalesce(class_attendance.first_joined_at, excluded.first_joined_at)`,
        }),
      )
      .execute();
  }

  async mark(
    trx: Trx,
    classId: number,
    marks: ReadonlyArray<{ userId: number; status: AttendanceStatus }>,
    markedBy: number,
  ): Promise<void> {
    const at = new Date().toISOString();
    for (const { userId, status } of marks) {
      await trx
        .insertInto('class_attendance')
        .values({ class_id: classId, user_id: userId, status, marked_by: markedBy, marked_at: at })
        .onConflict((conflict) =>
          conflict
            .columns(['class_id', 'user_id'])
            .doUpdateSet({ status, marked_by: markedBy, marked_at: at }),
        )
        .execute();
    }
  }

  async setFeedToken(userId: number, tokenHash: string): Promise<void> {
    const row = { user_id: userId, token_hash: tokenHash, created_at: new Date().toISOString() };
    await this.db
      .insertInto('calendar_feeds')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ token_hash: tokenHash, created_at: row.created_at }),
      )
      .execute();
  }

  async feedOwner(tokenHash: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('calendar_feeds')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row?.user_id;
  }
}
