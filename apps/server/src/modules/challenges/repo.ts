import type { ChallengeContent } from '@launchpad/content';
import { topicIndex } from '@launchpad/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Database } from '../../db/schema.ts';

/** A submission as learners see it (the code and the grader's bookkeeping stay inside). */
const SUBMISSION_VIEW = [
  'id',
  'challenge_id',
  'status',
  'score',
  'results',
  'failure',
  'graded_at',
  'created_at',
  'points_earned',
] as const;

/** A challenge's columns the browser may see: no tests, hidden tests or solution. */
const BROWSER_COLUMNS = [
  'id',
  'slug',
  'name',
  'topic',
  'difficulty',
  'score',
  'module',
  'instructions',
  'starter_files',
  'config',
  'temp_jsx',
  'hints',
] as const;

/** A pending submission no grader holds, or whose grader's lease ran out (it died). */
/**
 * A pending row nobody holds (or whose holder's lease ran out), of a learner none of whose other
 * submissions is being graded right now: an account never has two gradings running, so its
 * runaway submissions take one grader at most (docs/decisions/0019, fair graders).
 */
const claimable =
  (leaseExpiredBefore: string) => (eb: ExpressionBuilder<Database, 'submissions'>) =>
    eb.and([
      eb('status', '=', 'pending'),
      eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', leaseExpiredBefore)]),
      eb.not(
        eb.exists(
          eb
            .selectFrom('submissions as running')
            .select('running.id')
            .whereRef('running.user_id', '=', 'submissions.user_id')
            .whereRef('running.id', '!=', 'submissions.id')
            .where('running.status', '=', 'pending')
            .where('running.claimed_at', '>=', leaseExpiredBefore),
        ),
      ),
    ]);

/** How many of an account's submissions may wait for the grader at once (running included). */
export const MAX_WAITING_SUBMISSIONS = 4;
/**
 * And of one address, whatever the accounts: a class behind one network address (a college's)
 * still submits freely, one person's many accounts do not fill the graders.
 */
export const MAX_WAITING_PER_ADDRESS = 40;

/**
 * How many times each database's content was synced in this process: a cache of the content
 * (ChallengeService) rebuilds when the count it was built at is behind.
 */
const contentSyncs = new WeakMap<Db, number>();

/** Challenges per statement of the content sync (20 columns each: well under SQLite's 32,766 parameters). */
const SYNC_BATCH = 50;

/** A challenge's row as the content folder defines it. */
function challengeRow(content: ChallengeContent, now: string) {
  const { meta } = content;
  return {
    id: meta.id,
    slug: meta.slug,
    name: meta.name,
    topic: meta.topic,
    difficulty: meta.difficulty,
    score: meta.score,
    position: topicIndex(meta.topic) * 10_000 + meta.order,
    module: meta.module,
    instructions: content.instructions,
    starter_files: JSON.stringify(content.starter),
    config: JSON.stringify(meta.config),
    temp_jsx: content.tempJsx,
    tests: content.tests,
    hidden_tests: content.hiddenTests,
    type_tests: content.typeTests,
    hidden_type_tests: content.hiddenTypeTests,
    hints: JSON.stringify(content.hints),
    solution_files: JSON.stringify(content.solution),
    active: 1,
    updated_at: now,
  };
}

export class ChallengeRepo {
  constructor(private readonly db: Db) {}

  /** Each learner's latest submission (a run sent for grading), by learner. */
  async lastSubmissionsOf(userIds: readonly number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('submissions')
      .select('user_id')
      .select((eb) => eb.fn.max('created_at').as('last'))
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((row) => [row.user_id, String(row.last)]));
  }

  /** Changes after every sync of this database's content in this process. */
  contentGeneration(): number {
    return contentSyncs.get(this.db) ?? 0;
  }

  /**
   * Makes the table match the content folder: upserts every challenge by id and retires the
   * ones whose folder is gone (their submissions stay). Idempotent, in one transaction.
   */
  async sync(contents: ChallengeContent[]): Promise<void> {
    const now = new Date().toISOString();
    const rows = contents.map((content) => challengeRow(content, now));
    await inTransaction(this.db, async (trx) => {
      // A few statements of many rows, not one per challenge: start-up (and every test app)
      // writes the whole content.
      for (let start = 0; start < rows.length; start += SYNC_BATCH) {
        await trx
          .insertInto('challenges')
          .values(rows.slice(start, start + SYNC_BATCH))
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet(
              (eb) =>
                ({
                  slug: eb.ref('excluded.slug'),
                  name: eb.ref('excluded.name'),
                  topic: eb.ref('excluded.topic'),
                  difficulty: eb.ref('excluded.difficulty'),
                  score: eb.ref('excluded.score'),
                  position: eb.ref('excluded.position'),
                  module: eb.ref('excluded.module'),
                  instructions: eb.ref('excluded.instructions'),
                  starter_files: eb.ref('excluded.starter_files'),
                  config: eb.ref('excluded.config'),
                  temp_jsx: eb.ref('excluded.temp_jsx'),
                  tests: eb.ref('excluded.tests'),
                  hidden_tests: eb.ref('excluded.hidden_tests'),
                  type_tests: eb.ref('excluded.type_tests'),
                  hidden_type_tests: eb.ref('excluded.hidden_type_tests'),
                  hints: eb.ref('excluded.hints'),
                  solution_files: eb.ref('excluded.solution_files'),
                  active: eb.ref('excluded.active'),
                  updated_at: eb.ref('excluded.updated_at'),
                  // Every column of the row but its id: a column added to challengeRow fails here.
                }) satisfies Record<Exclude<keyof ReturnType<typeof challengeRow>, 'id'>, unknown>,
            ),
          )
          .execute();
      }
      const ids = contents.map((content) => content.meta.id);
      let retire = trx.updateTable('challenges').set({ active: 0, updated_at: now });
      if (ids.length > 0) retire = retire.where('id', 'not in', ids);
      await retire.execute();
    });
    contentSyncs.set(this.db, this.contentGeneration() + 1);
  }

  /** Every active challenge as the browser may see it (no tests, no solution), in list order. */
  activeContent() {
    return this.db
      .selectFrom('challenges')
      .select(BROWSER_COLUMNS)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** A learner's standing on every challenge they attempted (the primary key's range). */
  standings(userId: number) {
    return this.db
      .selectFrom('challenge_progress')
      .select(['challenge_id', 'solved', 'best_score'])
      .where('user_id', '=', userId)
      .execute();
  }

  /** An active challenge as the browser may see it, with its visible tests. */
  findActive(id: number) {
    return this.db
      .selectFrom('challenges')
      .select([...BROWSER_COLUMNS, 'tests', 'type_tests'])
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  /** The reference solution's files of an active challenge. */
  async solutionFiles(id: number) {
    const row = await this.db
      .selectFrom('challenges')
      .select('solution_files')
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
    return row ? (JSON.parse(row.solution_files) as Record<string, string>) : undefined;
  }

  /** How many hints of a challenge the learner has revealed (they go in order). */
  async revealedHints(userId: number, challengeId: number): Promise<number> {
    const row = await this.db
      .selectFrom('hint_reveals')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('challenge_id', '=', challengeId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /**
   * What a challenge's detail holds of the learner, in one round trip: the code they last
   * submitted (null before their first submission) and how many hints they revealed.
   */
  async learnerPartOfDetail(
    userId: number,
    challengeId: number,
  ): Promise<{ previousData: string | null; revealedHints: number }> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('challenge_progress')
          .select('previous_data')
          .where('user_id', '=', userId)
          .where('challenge_id', '=', challengeId)
          .as('previous_data'),
        eb
          .selectFrom('hint_reveals')
          .select((count) => count.fn.countAll<number | string>().as('count'))
          .where('user_id', '=', userId)
          .where('challenge_id', '=', challengeId)
          .as('revealed'),
      ])
      .executeTakeFirstOrThrow();
    return { previousData: row.previous_data, revealedHints: Number(row.revealed ?? 0) };
  }

  /** Every hint a learner revealed (the data export). */
  hintRevealsOf(userId: number) {
    return this.db
      .selectFrom('hint_reveals')
      .select(['challenge_id as challengeId', 'hint_number as hint', 'revealed_at as revealedAt'])
      .where('user_id', '=', userId)
      .orderBy('revealed_at')
      .execute();
  }

  /** The hints a learner revealed on one challenge, newest first. */
  hintRevealsOn(userId: number, challengeId: number) {
    return this.db
      .selectFrom('hint_reveals')
      .select(['hint_number as hint', 'revealed_at as revealedAt'])
      .where('user_id', '=', userId)
      .where('challenge_id', '=', challengeId)
      .orderBy('revealed_at', 'desc')
      .orderBy('hint_number', 'desc')
      .execute();
  }

  /** Records a reveal; revealing the same hint twice keeps the first time. */
  async recordReveal(userId: number, challengeId: number, hintNumber: number, at: string) {
    await this.db
      .insertInto('hint_reveals')
      .values({
        user_id: userId,
        challenge_id: challengeId,
        hint_number: hintNumber,
        revealed_at: at,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'challenge_id', 'hint_number']).doNothing(),
      )
      .execute();
  }

  /** One of a learner's submissions (another learner's is none). */
  submissionOf(userId: number, id: number) {
    return this.db
      .selectFrom('submissions')
      .select(SUBMISSION_VIEW)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** A submission's status alone (has it been graded yet?). */
  async submissionStatus(id: number) {
    const row = await this.db
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status;
  }

  /** A learner's submissions of one challenge with their code ('' once pruned), newest first. */
  submissionHistory(userId: number, challengeId: number, limit: number) {
    return this.db
      .selectFrom('submissions')
      .select([...SUBMISSION_VIEW, 'code'])
      .where('user_id', '=', userId)
      .where('challenge_id', '=', challengeId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Takes a pending submission for one grader: only if it is still pending and nobody holds it,
   * or the holder's lease ran out (a grader that died). One conditional update, so two graders
   * can never both take it.
   */
  async claimForGrading(id: number, token: string, now: string, leaseExpiredBefore: string) {
    return inTransaction(this.db, async (trx) => {
      // The locks of the learner's waiting rows first (PostgreSQL: row locks; SQLite: the one
      // writer): two graders claiming two submissions of one learner at the same instant take
      // turns, and the second one's check sees the first one's claim (one running grading per
      // learner). At most 4 rows: the waiting cap.
      await trx
        .updateTable('submissions')
        .set((eb) => ({ attempts: eb.ref('attempts') }))
        .where('user_id', '=', (eb) =>
          eb
            .selectFrom('submissions as claimed')
            .select('claimed.user_id')
            .where('claimed.id', '=', id),
        )
        .where('status', '=', 'pending')
        .execute();
      const result = await trx
        .updateTable('submissions')
        .set((eb) => ({ claim_token: token, claimed_at: now, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where(claimable(leaseExpiredBefore))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  /**
   * Gives a claim back, so the row is taken again soon (the grader could not run): that taking
   * does not count as an attempt, only a claim whose grader vanished does.
   */
  async releaseClaim(id: number, token: string) {
    await this.db
      .updateTable('submissions')
      .set((eb) => ({ claim_token: null, claimed_at: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .where('status', '=', 'pending')
      .execute();
  }

  /** What the grader needs of a claimed submission: its code and its challenge's tests. */
  submissionForGrading(id: number) {
    return this.db
      .selectFrom('submissions as s')
      .innerJoin('challenges as c', 'c.id', 's.challenge_id')
      .select([
        's.id',
        's.user_id',
        's.challenge_id',
        's.code',
        's.attempts',
        's.created_at',
        'c.topic',
        'c.score as max_score',
        'c.config',
        'c.starter_files',
        'c.temp_jsx',
        'c.tests',
        'c.hidden_tests',
        'c.type_tests',
        'c.hidden_type_tests',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst();
  }

  /** Pending submissions a grader may take now, oldest first. */
  /**
   * The next rows to grade, one per learner, learners served longest ago first: after one of an
   * account's submissions is graded, every other learner waiting goes before its next one.
   */
  async claimablePending(limit: number, leaseExpiredBefore: string, except: number[]) {
    let query = this.db
      .selectFrom('submissions')
      .select(['id', 'user_id'])
      .where(claimable(leaseExpiredBefore))
      .orderBy(
        (eb) =>
          eb.fn.coalesce(
            eb
              .selectFrom('submissions as served')
              .select((inner) => inner.fn.max('served.graded_at').as('last'))
              .whereRef('served.user_id', '=', 'submissions.user_id'),
            eb.val(''),
          ),
        'asc',
      )
      .orderBy('id')
      .limit(limit * MAX_WAITING_SUBMISSIONS);
    if (except.length > 0) query = query.where('id', 'not in', except);
    const learners = new Set<number>();
    const ids: number[] = [];
    for (const row of await query.execute()) {
      if (learners.has(Number(row.user_id))) continue;
      learners.add(Number(row.user_id));
      ids.push(row.id);
      if (ids.length === limit) break;
    }
    return ids;
  }

  /** How many submissions of a learner, or from an address, wait for a grade (running included). */
  async waitingCount(by: { userId: number } | { address: string }): Promise<number> {
    const row = await this.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'pending')
      .$if('userId' in by, (q) => q.where('user_id', '=', (by as { userId: number }).userId))
      .$if('address' in by, (q) =>
        q.where('client_address', '=', (by as { address: string }).address),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Pending submissions, and how many of them a grader holds (its claim, lapsed or not). */
  async pendingCounts(): Promise<{ pending: number; claimed: number }> {
    const row = await this.db
      .selectFrom('submissions')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('pending'),
        eb.fn.count<number | string>('claim_token').as('claimed'),
      ])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return { pending: Number(row.pending), claimed: Number(row.claimed) };
  }

  /** Whether a submission still waits for its grade. */
  async isPending(id: number): Promise<boolean> {
    return (await this.submissionStatus(id)) === 'pending';
  }

  /** Pending submissions stored before `before` (the queue's sweep re-sends them). */
  async pendingSince(before: string, limit: number) {
    const rows = await this.db
      .selectFrom('submissions')
      .select('id')
      .where('status', '=', 'pending')
      .where('created_at', '<', before)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Stores the grade of a claimed submission and folds it into the learner's progress (best
   * score kept, solved once solved stays solved), with the points it added to their total, in
   * one transaction. Only the claim's holder, and only once: false when the row was not pending
   * under this claim any more.
   */
  async recordGrade(grade: {
    id: number;
    token: string;
    userId: number;
    challengeId: number;
    status: 'solved' | 'unsolved';
    score: number;
    results: string;
    failure: string | null;
    gradedAt: string;
  }): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const updated = await trx
        .updateTable('submissions')
        .set({
          status: grade.status,
          score: grade.score,
          results: grade.results,
          failure: grade.failure,
          graded_at: grade.gradedAt,
          claim_token: null,
        })
        .where('id', '=', grade.id)
        .where('status', '=', 'pending')
        .where('claim_token', '=', grade.token)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      const progress = trx
        .updateTable('challenge_progress')
        .where('user_id', '=', grade.userId)
        .where('challenge_id', '=', grade.challengeId);
      // Takes the progress row's lock first (PostgreSQL: a row lock; SQLite: the one writer), so
      // a grade landing at the same time waits and then reads the best this one leaves.
      await progress.set((eb) => ({ best_score: eb.ref('best_score') })).execute();
      const before = await trx
        .selectFrom('challenge_progress')
        .select('best_score')
        .where('user_id', '=', grade.userId)
        .where('challenge_id', '=', grade.challengeId)
        .executeTakeFirst();
      await trx
        .updateTable('submissions')
        .set({ points_earned: Math.max(0, grade.score - Number(before?.best_score ?? 0)) })
        .where('id', '=', grade.id)
        .execute();
      // One statement, so two grades landing together cannot lose the better score.
      await progress
        .set((eb) => ({
          best_score: eb
            .case()
            .when('best_score', '<', grade.score)
            .then(grade.score)
            .else(eb.ref('best_score'))
            .end(),
          solved: grade.status === 'solved' ? 1 : eb.ref('solved'),
        }))
        .execute();
      return true;
    });
  }

  findProgress(userId: number, challengeId: number) {
    return this.db
      .selectFrom('challenge_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('challenge_id', '=', challengeId)
      .executeTakeFirst();
  }

  /** Active challenges a learner solved, each at its first graded solve, newest first. */
  recentSolves(userId: number, limit: number) {
    return this.db
      .selectFrom('submissions as s')
      .innerJoin('challenges as c', 'c.id', 's.challenge_id')
      .select((eb) => [
        'c.id',
        'c.name',
        'c.topic',
        eb.fn.min<string>('s.graded_at').as('solvedAt'),
      ])
      .where('s.user_id', '=', userId)
      .where('s.status', '=', 'solved')
      .where('c.active', '=', 1)
      .groupBy(['c.id', 'c.name', 'c.topic'])
      .orderBy('solvedAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Active challenges, and the (learner, challenge) pairs the grader verified as solved. */
  async publicCounts(): Promise<{ challenges: number; verifiedSolutions: number }> {
    const [challenges, solved] = await Promise.all([
      this.db
        .selectFrom('challenges')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('active', '=', 1)
        .executeTakeFirst(),
      this.db
        .selectFrom('challenge_progress')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('solved', '=', 1)
        .executeTakeFirst(),
    ]);
    return {
      challenges: Number(challenges?.count ?? 0),
      verifiedSolutions: Number(solved?.count ?? 0),
    };
  }

  /** Every submission of a learner, oldest first (the data export). */
  submissionsOf(userId: number) {
    return this.db
      .selectFrom('submissions')
      .innerJoin('challenges', 'challenges.id', 'submissions.challenge_id')
      .select([
        'submissions.challenge_id as challengeId',
        'challenges.name as challenge',
        'submissions.status',
        'submissions.score',
        'submissions.claimed_status as claimedStatus',
        'submissions.claimed_score as claimedScore',
        'submissions.results',
        'submissions.failure',
        'submissions.code',
        'submissions.created_at as createdAt',
        'submissions.graded_at as gradedAt',
      ])
      .where('submissions.user_id', '=', userId)
      .orderBy('submissions.id')
      .execute();
  }

  /** A learner's progress on every challenge they tried (the data export). */
  progressOf(userId: number) {
    return this.db
      .selectFrom('challenge_progress')
      .select([
        'challenge_id as challengeId',
        'best_score as bestScore',
        'solved',
        'previous_data as latestCode',
        'updated_at as updatedAt',
      ])
      .where('user_id', '=', userId)
      .execute();
  }
}
