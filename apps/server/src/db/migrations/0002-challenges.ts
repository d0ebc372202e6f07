import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/** Challenges (loaded from content/ at start), every submission, and per-learner progress. */
export const challenges = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('challenges')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('difficulty', 'text', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('instructions', 'text', (c) => c.notNull())
      .addColumn('starter_files', 'text', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('temp_jsx', 'text')
      .addColumn('tests', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('submissions')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('challenge_id', 'integer', (c) => c.notNull().references('challenges.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('submissions_user_challenge')
      .on('submissions')
      .columns(['user_id', 'challenge_id'])
      .execute();

    await db.schema
      .createTable('challenge_progress')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('challenge_id', 'integer', (c) => c.notNull().references('challenges.id'))
      .addColumn('best_score', 'integer', (c) => c.notNull())
      .addColumn('solved', 'integer', (c) => c.notNull())
      .addColumn('previous_data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('challenge_progress_pk', ['user_id', 'challenge_id'])
      .execute();
  },
});
