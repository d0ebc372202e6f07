import type { Availability } from '@launchpad/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MentorBookingsTable } from '../../db/schema.ts';
import type { Trx } from '../../db/unit-of-work.ts';
import { clockOf, minutesOf } from './slots.ts';

export type BookingRow = Selectable<MentorBookingsTable>;

/** The mentoring tables: availability, days off and bookings (issue #33). */
export class MentoringRepo {
  constructor(private readonly db: Db) {}

  async availabilityOf(mentorId: number): Promise<Availability> {
    const [weekly, timeOff] = await Promise.all([
      this.db
        .selectFrom('mentor_availability')
        .selectAll()
        .where('mentor_id', '=', mentorId)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('mentor_time_off')
        .selectAll()
        .where('mentor_id', '=', mentorId)
        .orderBy('from_day')
        .execute(),
    ]);
    return {
      weekly: weekly.map((row) => ({
        weekday: row.weekday,
        start: clockOf(row.start_minute),
        end: clockOf(row.end_minute),
      })),
      timeOff: timeOff.map((row) => ({ from: row.from_day, to: row.to_day })),
    };
  }

  /** Replaces a mentor's windows and days off (in the caller's unit of work). */
  async setAvailability(trx: Trx, mentorId: number, availability: Availability): Promise<void> {
    await trx.deleteFrom('mentor_availability').where('mentor_id', '=', mentorId).execute();
    await trx.deleteFrom('mentor_time_off').where('mentor_id', '=', mentorId).execute();
    if (availability.weekly.length > 0) {
      await trx
        .insertInto('mentor_availability')
        .values(
          availability.weekly.map((window) => ({
            mentor_id: mentorId,
            weekday: window.weekday,
            start_minute: minutesOf(window.start),
            end_minute: minutesOf(window.end),
          })),
        )
        .execute();
    }
    if (availability.timeOff.length > 0) {
      await trx
        .insertInto('mentor_time_off')
        .values(
          availability.timeOff.map((off) => ({
            mentor_id: mentorId,
            from_day: off.from,
            to_day: off.to,
          })),
        )
        .execute();
    }
  }

  /** The starts of a mentor's booked sessions from then on. */
  async bookedStarts(mentorId: number, from: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('mentor_bookings')
      .select('starts_at')
      .where('mentor_id', '=', mentorId)
      .where('status', '=', 'booked')
      .where('starts_at', '>=', from)
      .execute();
    return new Set(rows.map((row) => row.starts_at));
  }

  async insert(trx: Trx, row: Insertable<MentorBookingsTable>): Promise<BookingRow> {
    return trx.insertInto('mentor_bookings').values(row).returningAll().executeTakeFirstOrThrow();
  }

  byId(id: number, trx: Trx | Db = this.db): Promise<BookingRow | undefined> {
    return trx.selectFrom('mentor_bookings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  ofLearner(learnerId: number): Promise<BookingRow[]> {
    return this.db
      .selectFrom('mentor_bookings')
      .selectAll()
      .where('learner_id', '=', learnerId)
      .execute();
  }

  ofMentor(mentorId: number): Promise<BookingRow[]> {
    return this.db
      .selectFrom('mentor_bookings')
      .selectAll()
      .where('mentor_id', '=', mentorId)
      .execute();
  }

  /** A learner's booked sessions that have not ended. */
  async upcomingCount(learnerId: number, now: string, trx: Trx | Db = this.db): Promise<number> {
    const row = await trx
      .selectFrom('mentor_bookings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('learner_id', '=', learnerId)
      .where('status', '=', 'booked')
      .where('ends_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Whether the learner holds a booked session starting then. */
  async learnerBusyAt(learnerId: number, startsAt: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('mentor_bookings')
      .select('id')
      .where('learner_id', '=', learnerId)
      .where('starts_at', '=', startsAt)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Cancels a booked session; false when it was no longer booked (cancelled meanwhile). */
  async cancel(trx: Trx, id: number, by: 'learner' | 'mentor', at: string): Promise<boolean> {
    const result = await trx
      .updateTable('mentor_bookings')
      .set({ status: 'cancelled', cancelled_by: by, cancelled_at: at })
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async saveScorecard(trx: Trx, id: number, scorecard: string): Promise<void> {
    await trx.updateTable('mentor_bookings').set({ scorecard }).where('id', '=', id).execute();
  }
}
