import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/** Accounts and their server-side sessions. */
export const accounts = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('users')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('google_subject', 'text', (c) => c.unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull().unique())
      .addColumn('image', 'text')
      .addColumn('website', 'text')
      .addColumn('location', 'text')
      .addColumn('bio', 'text')
      .addColumn('date_of_birth', 'text')
      .addColumn('github', 'text')
      .addColumn('linkedin', 'text')
      .addColumn('resume', 'text')
      .addColumn('user_name_changes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
    await db.schema
      .createIndex('sessions_expires_at')
      .on('sessions')
      .column('expires_at')
      .execute();
  },
});
