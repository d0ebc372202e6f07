import type { Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * Server grading (docs/decisions/0008-server-grading.md): a submission is stored as 'pending' and
 * its status and score come from the grader's run of the tests, visible and hidden. What the
 * browser said is kept as its claim.
 *
 * Scores recorded before this were the browser's word, so they stop counting: every submission
 * that kept its code is graded again (status back to 'pending'), the others are marked as not
 * verified, and progress starts from zero and is rebuilt from the grades.
 */
export const serverGrading = (): Migration => ({
  async up(db) {
    await db.schema.alterTable('challenges').addColumn('hidden_tests', 'text').execute();

    for (const [column, type] of [
      ['claimed_status', 'text'],
      ['claimed_score', 'integer'],
      // JSON: [{name, passed, message}] from the grader's run.
      ['results', 'text'],
      // Why the run failed as a whole (time limit, crash); null otherwise.
      ['failure', 'text'],
      ['graded_at', 'text'],
      // A grader's claim on a pending row: who, since when (a lease), how many times.
      ['claim_token', 'text'],
      ['claimed_at', 'text'],
    ] as const) {
      await db.schema.alterTable('submissions').addColumn(column, type).execute();
    }
    await db.schema
      .alterTable('submissions')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('submissions_status')
      .on('submissions')
      .columns(['status', 'id'])
      .execute();

    await sql`UPDATE submissions SET claimed_status = status, claimed_score = score`.execute(db);
    await sql`UPDATE submissions SET status = 'pending', score = 0 WHERE code <> ''`.execute(db);
    await sql`UPDATE submissions SET status = 'unsolved', score = 0,
      failure = 'Recorded before submissions were graded on the server; its code was not kept.'
      WHERE code = ''`.execute(db);
    await sql`UPDATE challenge_progress SET best_score = 0, solved = 0`.execute(db);
  },
});
