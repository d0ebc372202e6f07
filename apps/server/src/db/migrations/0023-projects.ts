import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/**
 * Issue #33: a batch's projects and the learners' submissions with their reviews.
 *
 * - `projects`: a brief (markdown), a due date and a rubric (JSON: criteria with levels and
 *   points), per batch and week.
 * - `project_submissions`: one row per hand-in. `(project_id, user_id, attempt)` is unique, so
 *   two hand-ins racing for one attempt give one row. A review is written onto its submission:
 *   the verdict, the feedback, the levels chosen and the points. `claimed_by` and
 *   `claim_expires_at` hold one mentor's claim; taking it is one conditional update.
 */
export const projects = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('projects')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('batch_id', 'integer', (c) =>
        c.notNull().references('batches.id').onDelete('cascade'),
      )
      .addColumn('week', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('brief', 'text', (c) => c.notNull())
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('rubric', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('projects_batch')
      .on('projects')
      .columns(['batch_id', 'week'])
      .execute();

    await db.schema
      .createTable('project_submissions')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('repository_url', 'text', (c) => c.notNull())
      .addColumn('live_url', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'text', (c) => c.notNull())
      .addColumn('late', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('claimed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('claim_expires_at', 'text')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reviewer_name', 'text')
      .addColumn('reviewed_at', 'text')
      .addColumn('feedback', 'text')
      .addColumn('levels', 'text')
      .addColumn('points', 'integer')
      .addUniqueConstraint('project_submissions_attempt', ['project_id', 'user_id', 'attempt'])
      .execute();
    // The review queue: waiting submissions, oldest first.
    await db.schema
      .createIndex('project_submissions_queue')
      .on('project_submissions')
      .columns(['status', 'submitted_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('project_submissions').execute();
    await db.schema.dropTable('projects').execute();
  },
});
