import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/** Profile lists (education, experience), referral codes and who referred an enrollment. */
export const learnerProfile = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('education')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('institute_name', 'text', (c) => c.notNull())
      .addColumn('field_of_study', 'text', (c) => c.notNull())
      .addColumn('start_year', 'integer')
      .addColumn('end_year', 'integer')
      .execute();
    await db.schema.createIndex('education_user').on('education').column('user_id').execute();

    await db.schema
      .createTable('experience')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('position_name', 'text', (c) => c.notNull())
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('skills', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('experience_user').on('experience').column('user_id').execute();

    await db.schema.alterTable('users').addColumn('referral_code', 'text').execute();
    await db.schema
      .createIndex('users_referral_code')
      .unique()
      .on('users')
      .column('referral_code')
      .execute();

    await db.schema
      .alterTable('enrollments')
      .addColumn('referrer_user_id', 'integer', (c) =>
        c.references('users.id').onDelete('set null'),
      )
      .execute();
    await db.schema
      .createIndex('enrollments_referrer')
      .on('enrollments')
      .column('referrer_user_id')
      .execute();
  },
});
