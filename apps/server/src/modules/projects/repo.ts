import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProjectsTable, ProjectSubmissionsTable } from '../../db/schema.ts';
import type { Trx } from '../../db/unit-of-work.ts';

export type ProjectRow = Selectable<ProjectsTable>;
export type SubmissionRow = Selectable<ProjectSubmissionsTable>;

/** What a review writes onto its submission. */
export type ReviewValues = Pick<
  SubmissionRow,
  'reviewed_by' | 'reviewer_name' | 'reviewed_at' | 'feedback' | 'levels' | 'points'
> & { status: 'passed' | 'needs_work' };

/** The projects module's tables: projects, and the submissions with their reviews. */
export class ProjectsRepo {
  constructor(private readonly db: Db) {}

  insertProject(values: Insertable<ProjectsTable>): Promise<ProjectRow> {
    return this.db.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
  }

  projectById(id: number): Promise<ProjectRow | undefined> {
    return this.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The projects of these batches, by week, then due date. */
  projectsOf(batchIds: readonly number[]): Promise<ProjectRow[]> {
    if (batchIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('projects')
      .selectAll()
      .where('batch_id', 'in', batchIds)
      .orderBy('week')
      .orderBy('due_at')
      .orderBy('id')
      .execute();
  }

  projectsByIds(ids: readonly number[]): Promise<ProjectRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('projects').selectAll().where('id', 'in', ids).execute();
  }

  /** A submission; in `trx` when read inside a unit of work (SQLite has one connection). */
  submissionById(id: number, trx: Db | Trx = this.db): Promise<SubmissionRow | undefined> {
    return trx
      .selectFrom('project_submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** One learner's submissions of these projects, newest first. */
  submissionsOf(userId: number, projectIds: readonly number[]): Promise<SubmissionRow[]> {
    if (projectIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('project_submissions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('project_id', 'in', projectIds)
      .orderBy('attempt', 'desc')
      .execute();
  }

  /** The learner's last hand-in of a project, read in the hand-in's transaction. */
  lastSubmission(trx: Trx, projectId: number, userId: number) {
    return trx
      .selectFrom('project_submissions')
      .select(['attempt', 'status'])
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .orderBy('attempt', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  insertSubmission(trx: Trx, values: Insertable<ProjectSubmissionsTable>): Promise<SubmissionRow> {
    return trx
      .insertInto('project_submissions')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Submissions waiting for a review in these batches (null: every batch), oldest first. */
  waiting(batchIds: readonly number[] | null) {
    if (batchIds?.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('project_submissions as s')
      .innerJoin('projects as p', 'p.id', 's.project_id')
      .selectAll('s')
      .select(['p.title as project_title', 'p.week', 'p.batch_id'])
      .where('s.status', '=', 'awaiting_review');
    if (batchIds) query = query.where('p.batch_id', 'in', batchIds);
    return query.orderBy('s.submitted_at').orderBy('s.id').execute();
  }

  /**
   * Takes the claim on a waiting submission for `userId` until `until`: free, already theirs, or
   * run out. One conditional update, so of two mentors claiming at once one gets it.
   */
  async claim(id: number, userId: number, now: string, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable('project_submissions')
      .set({ claimed_by: userId, claim_expires_at: until })
      .where('id', '=', id)
      .where('status', '=', 'awaiting_review')
      .where((eb) =>
        eb.or([
          eb('claimed_by', 'is', null),
          eb('claimed_by', '=', userId),
          eb('claim_expires_at', '<=', now),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Writes the review, if `userId` still holds an unexpired claim on the waiting submission. */
  async review(
    trx: Trx,
    id: number,
    userId: number,
    now: string,
    values: ReviewValues,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('project_submissions')
      .set({ ...values, claimed_by: null, claim_expires_at: null })
      .where('id', '=', id)
      .where('status', '=', 'awaiting_review')
      .where('claimed_by', '=', userId)
      .where('claim_expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Who passed how many of these projects (each project counted once per learner). */
  async passedCounts(projectIds: readonly number[]): Promise<Map<number, number>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('project_submissions')
      .select('user_id')
      .select((eb) => eb.fn.count<number | string | bigint>('project_id').distinct().as('passed'))
      .where('project_id', 'in', projectIds)
      .where('status', '=', 'passed')
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((row) => [row.user_id, Number(row.passed)]));
  }

  async setLiveCheck(submissionId: number, report: string): Promise<void> {
    await this.db
      .updateTable('project_submissions')
      .set({ live_check: report })
      .where('id', '=', submissionId)
      .execute();
  }

  /** Every hand-in's project, learner, attempt, status and time, of these projects. */
  handInsOf(projectIds: readonly number[]) {
    if (projectIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('project_submissions')
      .select(['project_id', 'user_id', 'attempt', 'status', 'submitted_at'])
      .where('project_id', 'in', projectIds)
      .execute();
  }

  /** The projects of a batch a learner passed, by week, with who passed each. */
  passedOf(batchId: number, userId: number) {
    return this.db
      .selectFrom('project_submissions as s')
      .innerJoin('projects as p', 'p.id', 's.project_id')
      .select(['p.title', 's.reviewer_name'])
      .where('p.batch_id', '=', batchId)
      .where('s.user_id', '=', userId)
      .where('s.status', '=', 'passed')
      .orderBy('p.week')
      .orderBy('p.id')
      .execute();
  }
}
