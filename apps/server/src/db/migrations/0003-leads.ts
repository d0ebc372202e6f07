import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/** Enrollment requests and contact messages (stored first), and the mail outbox. */
export const leads = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('enrollments')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('designation', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('referral_code', 'text')
      .addColumn('course', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('enrollments_email').on('enrollments').column('email').execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('reply_to', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema
      .createIndex('mail_outbox_due')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
});
