import { PROGRAM_COURSE, type Batch, type batchInputSchema } from '@launchpad/contract';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { BatchesTable, Database } from '../../db/schema.ts';

export type BatchRow = Selectable<BatchesTable>;
type BatchValues = z.output<typeof batchInputSchema>;
type Executor = Db | Transaction<Database>;

export const toBatch = (row: BatchRow): Batch => ({
  id: row.id,
  course: row.course,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  schedule: row.schedule,
  seats: row.seats,
  seatsTaken: row.seats_taken,
  priceInr: row.price_inr,
  classLink: row.class_link,
  status: row.status,
  createdAt: row.created_at,
});

export class BatchesRepo {
  constructor(private readonly db: Db) {}

  async list(): Promise<Batch[]> {
    const rows = await this.db
      .selectFrom('batches')
      .selectAll()
      .where('course', '=', PROGRAM_COURSE)
      .orderBy('starts_on', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toBatch);
  }

  byId(id: number, db: Executor = this.db): Promise<BatchRow | undefined> {
    return db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async byIds(ids: readonly number[], db: Executor = this.db): Promise<Map<number, BatchRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('batches').selectAll().where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The program's batches that ended before this day (YYYY-MM-DD), by id. */
  async endedBefore(day: string): Promise<Map<number, BatchRow>> {
    const rows = await this.db
      .selectFrom('batches')
      .selectAll()
      .where('course', '=', PROGRAM_COURSE)
      .where('ends_on', '<', day)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  async insert(values: BatchValues): Promise<Batch> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('batches')
      .values({
        course: PROGRAM_COURSE,
        starts_on: values.startsOn,
        ends_on: values.endsOn,
        schedule: values.schedule,
        seats: values.seats,
        price_inr: values.priceInr,
        class_link: values.classLink,
        status: values.status,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toBatch(row);
  }

  /**
   * Saves the team's edit unless it would leave fewer seats than are taken, decided by the row
   * itself (a seat taken meanwhile counts). 'open' is stored as 'full' when no seat is left.
   */
  async update(id: number, values: BatchValues): Promise<Batch | undefined> {
    const row = await this.db
      .updateTable('batches')
      .set({
        starts_on: values.startsOn,
        ends_on: values.endsOn,
        schedule: values.schedule,
        seats: values.seats,
        price_inr: values.priceInr,
        class_link: values.classLink,
        status:
          values.status === 'closed'
            ? 'closed'
            : sql<
                BatchRow['status']
              >`case when seats_taken >= ${values.seats} then 'full' else 'open' end`,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('seats_taken', '<=', values.seats)
      .returningAll()
      .executeTakeFirst();
    return row && toBatch(row);
  }

  /**
   * The program's open batch with a seat left that starts first on or after `today` (a day in
   * India); the index batches_course_status_start answers it.
   */
  nextOpen(today: string, db: Executor = this.db): Promise<BatchRow | undefined> {
    return db
      .selectFrom('batches')
      .selectAll()
      .where('course', '=', PROGRAM_COURSE)
      .where('status', '=', 'open')
      .where('starts_on', '>=', today)
      .whereRef('seats_taken', '<', 'seats')
      .orderBy('starts_on')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Takes one seat in one statement: the database checks and raises the count under the row's
   * lock, so no two transactions can take the last seat (PostgreSQL re-reads the row after
   * waiting for the lock; SQLite has one writer). The last seat turns the batch 'full'.
   */
  async takeSeat(trx: Transaction<Database>, id: number): Promise<boolean> {
    const result = await trx
      .updateTable('batches')
      .set({
        seats_taken: sql`seats_taken + 1`,
        status: sql`case when seats_taken + 1 >= seats then 'full' else status end`,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .whereRef('seats_taken', '<', 'seats')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives one seat back (a hold that ended): a full batch is open again, a closed one stays so. */
  async releaseSeat(trx: Transaction<Database>, id: number): Promise<void> {
    await trx
      .updateTable('batches')
      .set({
        seats_taken: sql`seats_taken - 1`,
        status: sql`case when status = 'full' then 'open' else status end`,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('seats_taken', '>', 0)
      .execute();
  }
}
