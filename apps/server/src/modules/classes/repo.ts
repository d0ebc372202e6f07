import type { AttendanceStatus } from '@launchpad/contract';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  BatchAnnouncementsTable,
  ClassAttendanceTable,
  ClassesTable,
  ClassSchedulesTable,
} from '../../db/schema.ts';
import type { Trx } from '../../db/unit-of-work.ts';

export type ClassRow = Selectable<ClassesTable>;
export type ClassScheduleRow = Selectable<ClassSchedulesTable>;
export type AttendanceRow = Selectable<ClassAttendanceTable>;
export type AnnouncementRow = Selectable<BatchAnnouncementsTable>;
type Executor = Db | Trx;

/** The classes module's tables: schedules, classes, attendance, feeds, reminders, announcements. */
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

  attendanceOfClasses(classIds: readonly number[]): Promise<AttendanceRow[]> {
    if (classIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('class_attendance')
      .selectAll()
      .where('class_id', 'in', classIds)
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

  /** Classes not cancelled that start after `from` and at or before `to` (ISO instants). */
  startingBetween(from: string, to: string): Promise<ClassRow[]> {
    return this.db
      .selectFrom('classes')
      .selectAll()
      .where('starts_at', '>', from)
      .where('starts_at', '<=', to)
      .where('cancelled_at', 'is', null)
      .orderBy('starts_at')
      .execute();
  }

  /**
   * Records the reminders of one class, offset and start for these people, skipping those already
   * recorded (by this or another instance), and answers whom it recorded: only they are mailed,
   * in the same transaction.
   */
  async recordReminders(
    trx: Trx,
    row: Pick<ClassRow, 'id' | 'starts_at'>,
    offsetMinutes: number,
    userIds: readonly number[],
  ): Promise<number[]> {
    if (userIds.length === 0) return [];
    const sentAt = new Date().toISOString();
    const inserted = await trx
      .insertInto('class_reminders')
      .values(
        userIds.map((userId) => ({
          class_id: row.id,
          user_id: userId,
          offset_minutes: offsetMinutes,
          starts_at: row.starts_at,
          sent_at: sentAt,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning('user_id')
      .execute();
    return inserted.map((each) => each.user_id);
  }

  async optedOut(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('class_reminder_opt_outs')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  async setReminders(userId: number, enabled: boolean): Promise<void> {
    if (enabled) {
      await this.db.deleteFrom('class_reminder_opt_outs').where('user_id', '=', userId).execute();
      return;
    }
    await this.db
      .insertInto('class_reminder_opt_outs')
      .values({ user_id: userId, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
  }

  /**
   * Sets the recording link; answers true when this call is the first to set one, so its mail to
   * the learners who missed the class goes out once.
   */
  async setRecording(trx: Trx, id: number, url: string): Promise<boolean> {
    const now = new Date().toISOString();
    await trx
      .updateTable('classes')
      .set({ recording_url: url, updated_at: now })
      .where('id', '=', id)
      .execute();
    const first = await trx
      .updateTable('classes')
      .set({ recording_mailed_at: now })
      .where('id', '=', id)
      .where('recording_mailed_at', 'is', null)
      .executeTakeFirst();
    return Number(first.numUpdatedRows) === 1;
  }

  insertAnnouncement(
    trx: Trx,
    values: Pick<AnnouncementRow, 'batch_id' | 'author_id' | 'author_name' | 'body'>,
  ): Promise<AnnouncementRow> {
    return trx
      .insertInto('batch_announcements')
      .values({ ...values, created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The newest announcements of these batches. */
  announcementsOf(batchIds: readonly number[], limit = 20): Promise<AnnouncementRow[]> {
    if (batchIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('batch_announcements')
      .selectAll()
      .where('batch_id', 'in', batchIds)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
