import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/**
 * Issue #32: teaching the batch.
 *
 * - `users.role`: 'learner' (everyone at first), 'mentor' or 'team', given by accepting an invite
 *   (ADMIN_EMAILS addresses are on the team without one). `staff_invites` keeps each invite's
 *   SHA-256 (the mail carries the token), single use and valid 7 days.
 * - `batch_mentors`: which batches a mentor teaches; a mentor sees only those.
 * - `class_schedules`: the rule a batch's classes come from, as the team set it; `classes` are its
 *   sessions, each with a stable `uid` (calendars match updates to it) and a `sequence` raised on
 *   every change. Instants are UTC, with the zone the schedule was set in beside them.
 * - `class_attendance`: one row per learner and class, made by their first Join or by the roster.
 * - `calendar_feeds`: the SHA-256 of each person's private feed token (resetting replaces it).
 */
export const classesAndStaff = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('learner'))
      .execute();

    await db.schema
      .createTable('staff_invites')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text')
      .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();

    await db.schema
      .createTable('batch_mentors')
      .addColumn('batch_id', 'integer', (c) =>
        c.notNull().references('batches.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('batch_mentors_pk', ['batch_id', 'user_id'])
      .execute();
    // A mentor's batches.
    await db.schema
      .createIndex('batch_mentors_user')
      .on('batch_mentors')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('class_schedules')
      .addColumn('batch_id', 'integer', (c) =>
        c.primaryKey().references('batches.id').onDelete('cascade'),
      )
      // Comma-separated iCalendar weekday codes: 'MO,TU,WE,TH,FR'.
      .addColumn('weekdays', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_time', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      // Comma-separated days (YYYY-MM-DD) without a class.
      .addColumn('holidays', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('meeting_link', 'text')
      .addColumn('mentor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('classes')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('batch_id', 'integer', (c) =>
        c.notNull().references('batches.id').onDelete('cascade'),
      )
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      // The day of the rule this class came from; null for a class added by hand.
      .addColumn('rule_day', 'text')
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('meeting_link', 'text')
      .addColumn('mentor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('cancelled_at', 'text')
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('recording_url', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // A batch's classes in order, and the classes about to start (next class, reminders).
    await db.schema
      .createIndex('classes_batch_start')
      .on('classes')
      .columns(['batch_id', 'starts_at'])
      .execute();
    await db.schema.createIndex('classes_start').on('classes').column('starts_at').execute();

    await db.schema
      .createTable('class_attendance')
      .addColumn('class_id', 'integer', (c) =>
        c.notNull().references('classes.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('first_joined_at', 'text')
      .addColumn('status', 'text')
      .addColumn('marked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('marked_at', 'text')
      .addPrimaryKeyConstraint('class_attendance_pk', ['class_id', 'user_id'])
      .execute();
    // A learner's attendance across classes.
    await db.schema
      .createIndex('class_attendance_user')
      .on('class_attendance')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('calendar_feeds')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  /** Back to the database as 0019 left it (the tests of earlier migrations replay them). */
  async down(db) {
    for (const table of [
      'calendar_feeds',
      'class_attendance',
      'classes',
      'class_schedules',
      'batch_mentors',
      'staff_invites',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('users').dropColumn('role').execute();
  },
});
