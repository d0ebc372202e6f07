import { sql, type Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/**
 * Issue #33: 1:1 sessions with mentors.
 *
 * - `mentor_availability`: a mentor's weekly windows (weekday and minutes from midnight, India
 *   time) and `mentor_time_off` their days off; slots are cut from them when asked for.
 * - `mentor_bookings`: one row per booking, kept when cancelled. One booked row per mentor and
 *   start is a partial unique index, so of two learners racing for a slot one gets it, on either
 *   database; likewise a learner cannot hold two sessions at one time. `calendar_uid` and
 *   `calendar_sequence` make a moved session update the calendar event already sent, not add one.
 * - `mail_outbox.ics`: a calendar invite sent with a mail (the booking's, its cancellation's).
 */
export const mentoring = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('mentor_availability')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('mentor_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('weekday', 'text', (c) => c.notNull())
      .addColumn('start_minute', 'integer', (c) => c.notNull())
      .addColumn('end_minute', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mentor_availability_mentor')
      .on('mentor_availability')
      .column('mentor_id')
      .execute();
    await db.schema
      .createTable('mentor_time_off')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('mentor_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('from_day', 'text', (c) => c.notNull())
      .addColumn('to_day', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mentor_time_off_mentor')
      .on('mentor_time_off')
      .column('mentor_id')
      .execute();

    await db.schema
      .createTable('mentor_bookings')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('mentor_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('learner_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('cancelled_by', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('calendar_uid', 'text', (c) => c.notNull())
      .addColumn('calendar_sequence', 'integer', (c) => c.notNull())
      .addColumn('scorecard', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mentor_bookings_one_per_slot')
      .unique()
      .on('mentor_bookings')
      .columns(['mentor_id', 'starts_at'])
      .where(sql.ref('status'), '=', 'booked')
      .execute();
    await db.schema
      .createIndex('mentor_bookings_learner_busy')
      .unique()
      .on('mentor_bookings')
      .columns(['learner_id', 'starts_at'])
      .where(sql.ref('status'), '=', 'booked')
      .execute();

    await db.schema.alterTable('mail_outbox').addColumn('ics', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('mail_outbox').dropColumn('ics').execute();
    await db.schema.dropTable('mentor_bookings').execute();
    await db.schema.dropTable('mentor_time_off').execute();
    await db.schema.dropTable('mentor_availability').execute();
  },
});
