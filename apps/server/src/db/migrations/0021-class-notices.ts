import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/**
 * Issue #32: what a batch's people hear about their classes.
 *
 * - `class_reminders`: one row per reminder sent, keyed by class, person, offset and the start it
 *   announced. The row and its mail are written in one transaction, and the key is the primary
 *   key: however many instances scan at once, and whatever dies mid-way (a `kill -9`), each person
 *   gets each reminder once. A moved class has a new start, so it reminds again at its new time.
 * - `class_reminder_opt_outs`: learners who turned the reminders off.
 * - `batch_announcements`: posts of the team or a batch's mentor (markdown).
 * - `classes.recording_mailed_at`: the recording's mail to those who missed the class went out.
 */
export const classNotices = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('class_reminders')
      .addColumn('class_id', 'integer', (c) =>
        c.notNull().references('classes.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('offset_minutes', 'integer', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('class_reminders_pk', [
        'class_id',
        'user_id',
        'offset_minutes',
        'starts_at',
      ])
      .execute();

    await db.schema
      .createTable('class_reminder_opt_outs')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('batch_announcements')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('batch_id', 'integer', (c) =>
        c.notNull().references('batches.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('batch_announcements_batch')
      .on('batch_announcements')
      .columns(['batch_id', 'created_at'])
      .execute();

    await db.schema.alterTable('classes').addColumn('recording_mailed_at', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('classes').dropColumn('recording_mailed_at').execute();
    for (const table of ['batch_announcements', 'class_reminder_opt_outs', 'class_reminders']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
