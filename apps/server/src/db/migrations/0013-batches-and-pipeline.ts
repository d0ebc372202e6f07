import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/**
 * Issue #16's foundation: the program's batches (cohorts) with their seats, the batch an
 * enrollment request is for, and an append-only log of every status change in the team inbox.
 *
 * Seats: `seats_taken` is a counter that is only ever raised by a conditional
 * `update … set seats_taken = seats_taken + 1 where seats_taken < seats`, so two instances can
 * never sell the last seat twice (the database serializes the update on the row).
 */
export const batchesAndPipeline = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('batches')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('course', 'text', (c) => c.notNull())
      // Days in India (ISO dates, YYYY-MM-DD).
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text', (c) => c.notNull())
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('price_inr', 'integer', (c) => c.notNull())
      // Shown only to learners enrolled in this batch.
      .addColumn('class_link', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The next open batch of a course: the program page's and the home card's question.
    await db.schema
      .createIndex('batches_course_status_start')
      .on('batches')
      .columns(['course', 'status', 'starts_on'])
      .execute();

    await db.schema
      .alterTable('enrollments')
      .addColumn('batch_id', 'integer', (c) => c.references('batches.id'))
      .execute();
    await db.schema.createIndex('enrollments_batch').on('enrollments').column('batch_id').execute();

    // Append-only: rows are inserted in the transaction that changes a status, never updated.
    await db.schema
      .createTable('lead_activity')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('lead_type', 'text', (c) => c.notNull()) // 'enrollment' | 'contact'
      .addColumn('lead_id', 'integer', (c) => c.notNull())
      // The person the lead belongs to (the inbox groups leads by e-mail).
      .addColumn('email', 'text', (c) => c.notNull())
      // A team member may delete their account; the log keeps the change, without its author.
      .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('from_status', 'text', (c) => c.notNull())
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lead_activity_email')
      .on('lead_activity')
      .columns(['email', 'created_at'])
      .execute();
  },
});
