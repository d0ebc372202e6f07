import {
  challengeDetailSchema,
  languageOf,
  messages,
  type ChallengeConfig,
  type ChallengeDetail,
  type ChallengeHints,
  type ReferenceSolution,
  type ChallengeListItem,
  type PreviousData,
  type Submission,
  type SubmissionHistory,
  type SubmissionRequest,
  type TypeCheckRequest,
  type TypeCheckResponse,
} from '@launchpad/contract';
import { createHash } from 'node:crypto';
import { TypeChecker, needsTypeCheck } from '@launchpad/grader';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { HttpError } from '../../http/errors.ts';
import { keptUnlessFailed } from '../../kept.ts';
import { TooManyRequestsError } from '../../http/limits.ts';
import type { UserService } from '../users/service.ts';
import { learnerFiles } from './grading.ts';
import { MAX_WAITING_PER_ADDRESS, MAX_WAITING_SUBMISSIONS, type ChallengeRepo } from './repo.ts';

const MAX_FILE_BYTES = 100_000;
/**
 * Only a learner's latest submissions of a challenge keep their code; older rows keep their score
 * and status. Each file is at most 100 KB, so one account stores a bounded amount of code.
 */
export const KEPT_CODE_PER_CHALLENGE = 20;
const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A quoted strong entity tag: a hash of everything an answer is made of. */
const entityTag = (...parts: Array<string | number>) =>
  `"${createHash('sha1').update(parts.join('\u0000')).digest('base64url')}"`;

/** Whose answer it is: the request's user (see `ChallengeService.list`). */
export interface Learner {
  readonly id: number;
}

/** What an answer is and the entity tag that changes whenever it does. */
export interface Tagged<T> {
  etag: string;
  body: T;
}

/** A detail's fields that are the same for every learner, in the order the contract names them. */
const staticDetailSchema = challengeDetailSchema.omit({ previous_data: true, hints: true });

interface StaticDetail {
  allHints: string[];
  /** The detail's fields that are the same for every learner, as JSON open for the rest. */
  json: string;
}

/**
 * The challenges as every learner sees them, built once per content version: the list's items
 * without the learner's standing, and each detail without the learner's code and hints.
 */
interface ContentView {
  /** A hash of the content: the same on every instance serving the same content. */
  version: string;
  /** The same items as JSON text up to the learner's fields: `{"id":1,…,"difficulty":"easy",`. */
  listJson: Array<{ id: number; topic: string; json: string }>;
  details: Map<number, StaticDetail>;
}

/**
 * Answers written for a learner, kept with their row object for the content version they were
 * written from (see `ChallengeService.list`); a failed write is not kept. Each learner keeps at most
 * one answer per key (the list, one per challenge).
 */
class PerLearner<K, V> {
  private readonly kept = new WeakMap<
    Learner,
    { content: Promise<ContentView>; values: Map<K, Promise<V>> }
  >();

  get(
    learner: Learner,
    content: Promise<ContentView>,
    key: K,
    write: () => Promise<V>,
  ): Promise<V> {
    let kept = this.kept.get(learner);
    if (kept?.content !== content) {
      kept = { content, values: new Map() };
      this.kept.set(learner, kept);
    }
    return keptUnlessFailed(kept.values, key, write);
  }
}

export interface ChallengeServiceOptions {
  /**
   * Told of a learner's own writes (a submission's code, a revealed hint): what any instance kept
   * for them must go once the write is committed (UserService).
   */
  learners: Pick<UserService, 'changed' | 'changedIn'>;
}

export class ChallengeService {
  /** The content view by content generation (see `content`). */
  private readonly contentViews = new Map<number, Promise<ContentView>>();
  private readonly lists = new PerLearner<'list', Tagged<string>>();
  /** Per challenge, the detail's learner part: what follows the static part's JSON. */
  private readonly detailTails = new PerLearner<number, Tagged<string>>();
  /** The workspace's type checks (TypeScript challenges), in a worker started on first use. */
  private typeChecker: TypeChecker | undefined;

  constructor(
    private readonly db: Db,
    private readonly challenges: ChallengeRepo,
    private readonly options: ChallengeServiceOptions,
  ) {}

  /**
   * The challenge list with the learner's standing merged in (one query of theirs), as JSON text:
   * each item's content part was written once per content version, so a request only writes the
   * learner's two fields after it (the list is the most read answer, at the start of every visit).
   *
   * Kept per learner object and content version: a request's learner is the session cache's copy
   * of the user's row, the same object request after request until something about the user
   * changes (their submission, hint or grade among them: `UserService.changed` drops the row), so
   * a learner who opens the list again gets the answer already written.
   */
  list(learner: Learner): Promise<Tagged<string>> {
    const content = this.content();
    return this.lists.get(learner, content, 'list', () => this.writeList(learner.id, content));
  }

  private async writeList(
    userId: number,
    contentView: Promise<ContentView>,
  ): Promise<Tagged<string>> {
    const [content, standings] = await Promise.all([
      contentView,
      this.challenges.standings(userId),
    ]);
    const byChallenge = new Map(standings.map((row) => [Number(row.challenge_id), row]));
    const items: string[] = [];
    const tagParts: string[] = [];
    for (const { id, json } of content.listJson) {
      const standing = byChallenge.get(id);
      const status: ChallengeListItem['submission_status'] = !standing
        ? 'not_attempted'
        : Number(standing.solved)
          ? 'solved'
          : 'unsolved';
      const bestScore = Number(standing?.best_score ?? 0);
      items.push(`${json}"submission_status":"${status}","best_score":${bestScore}}`);
      tagParts.push(`${status}:${bestScore}`);
    }
    return {
      etag: entityTag(content.version, tagParts.join(',')),
      body: `[${items.join(',')}]`,
    };
  }

  /** The content view of the current content version; built on first use after each sync. */
  private content(): Promise<ContentView> {
    const generation = this.challenges.contentGeneration();
    // Only the current version's view is kept: an older one goes as the next is made.
    if (!this.contentViews.has(generation)) this.contentViews.clear();
    return keptUnlessFailed(this.contentViews, generation, () => this.buildContentView());
  }

  private async buildContentView(): Promise<ContentView> {
    const rows = await this.challenges.activeContent();
    const details = new Map<number, StaticDetail>();
    for (const row of rows) {
      const starter = JSON.parse(row.starter_files) as Record<string, string>;
      const fixed: Omit<ChallengeDetail, 'previous_data' | 'hints'> = {
        id: row.id,
        type: 'frontend',
        name: row.name,
        score: row.score,
        difficulty: row.difficulty,
        topic: row.topic,
        slug: row.slug,
        question_body: row.instructions,
        files: Object.fromEntries(
          Object.entries(starter).map(([path, text]) => [path, toBase64(text)]),
        ),
        config: JSON.parse(row.config) as ChallengeConfig,
        temp_jsx: row.temp_jsx,
      };
      details.set(row.id, {
        allHints: JSON.parse(row.hints) as string[],
        // Parsed by the contract's schema first: its key order, and nothing it does not name.
        json: `${JSON.stringify(staticDetailSchema.parse(fixed)).slice(0, -1)},`,
      });
    }
    return {
      version: entityTag(JSON.stringify(rows)),
      // Each list item's content fields as JSON, open for the learner's fields to follow.
      listJson: rows.map(({ id, slug, name, topic, score, difficulty, module }) => ({
        id,
        topic,
        json: `${JSON.stringify({ id, slug, name, topic, score, difficulty, module }).slice(0, -1)},`,
      })),
      details,
    };
  }

  /**
   * Per topic: active challenges, and the learner's solved count and points over them. The
   * topics and their totals come from the content view; the learner's part is their progress rows
   * (the list's own indexed query), so a grade shows in the next read.
   */
  /** Each learner's latest challenge submission (the mentor cockpit's last activity). */
  lastSubmissionsOf(userIds: readonly number[]): Promise<Map<number, string>> {
    return this.challenges.lastSubmissionsOf(userIds);
  }

  async progressByTopic(userId: number) {
    const [content, standings] = await Promise.all([
      this.content(),
      this.challenges.standings(userId),
    ]);
    const byTopic = new Map<
      string,
      { topic: string; total: number; solved: number; points: number }
    >();
    const topicOf = new Map<number, string>();
    for (const { id, topic } of content.listJson) {
      topicOf.set(id, topic);
      const totals = byTopic.get(topic) ?? { topic, total: 0, solved: 0, points: 0 };
      totals.total += 1;
      byTopic.set(topic, totals);
    }
    for (const standing of standings) {
      const topic = topicOf.get(Number(standing.challenge_id));
      // Progress on a challenge that is no longer active counts nowhere.
      const totals = topic === undefined ? undefined : byTopic.get(topic);
      if (!totals) continue;
      totals.solved += Number(standing.solved);
      totals.points += Number(standing.best_score);
    }
    return [...byTopic.values()];
  }

  /**
   * A learner's latest solves, as the grader recorded them: each active challenge once, dated by
   * its first solved submission, newest first. The browser's claims never count.
   */
  recentSolves(userId: number, limit: number) {
    return this.challenges.recentSolves(userId, limit);
  }

  /** A learner's progress and submissions, with their code decoded (the data export). */
  async exportFor(userId: number) {
    const [progress, submissions, hintReveals] = await Promise.all([
      this.challenges.progressOf(userId),
      this.challenges.submissionsOf(userId),
      this.challenges.hintRevealsOf(userId),
    ]);
    return {
      challengeProgress: progress.map((row) => ({
        ...row,
        solved: Number(row.solved) === 1,
        latestCode: parseCode(row.latestCode),
      })),
      hintReveals,
      submissions: submissions.map((row) => ({
        ...row,
        results: parseCode(row.results ?? ''),
        code: parseCode(row.code),
      })),
    };
  }

  /**
   * One challenge with the learner's saved code and revealed hints, as JSON text: the static part
   * written once per content version, the learner's part kept like the list (see there).
   */
  async detail(learner: Learner, id: number): Promise<Tagged<string>> {
    const contentView = this.content();
    const content = await contentView;
    const detail = content.details.get(id);
    if (!detail) throw new HttpError(404, 'This challenge does not exist.');
    const tail = await this.detailTails.get(learner, contentView, id, async () => {
      const part = await this.challenges.learnerPartOfDetail(learner.id, id);
      const previousData = part.previousData ? (JSON.parse(part.previousData) as PreviousData) : {};
      const { allHints } = detail;
      const hints: ChallengeHints = {
        total: allHints.length,
        revealed: allHints.slice(0, part.revealedHints),
      };
      return {
        etag: entityTag(content.version, id, part.previousData ?? '', part.revealedHints),
        body: `"previous_data":${JSON.stringify(previousData)},"hints":${JSON.stringify(hints)}}`,
      };
    });
    return { etag: tail.etag, body: detail.json + tail.body };
  }

  /** Whether an active challenge has this id (what `detail` answers without 404). */
  async exists(id: number): Promise<boolean> {
    return (await this.content()).details.has(id);
  }

  /**
   * Our reference solution, once the learner's own verified submission solved the challenge:
   * before that it would be the answer, so it is 403.
   */
  async referenceSolution(userId: number, id: number): Promise<ReferenceSolution> {
    await this.findOr404(id);
    const progress = await this.challenges.findProgress(userId, id);
    if (Number(progress?.solved ?? 0) !== 1) {
      throw new HttpError(403, 'Solve this challenge to compare your code with our solution.');
    }
    const files = (await this.challenges.solutionFiles(id)) ?? {};
    return {
      files: Object.fromEntries(
        Object.entries(files).map(([path, text]) => [path, toBase64(text)]),
      ),
    };
  }

  /** Reveals the learner's next hint (they come in order) and records it. */
  async revealHint(userId: number, id: number): Promise<ChallengeHints> {
    const row = await this.findOr404(id);
    const hints = JSON.parse(row.hints) as string[];
    const revealed = await this.challenges.revealedHints(userId, id);
    if (hints.length === 0) throw new HttpError(404, 'This challenge has no hints.');
    if (revealed >= hints.length) throw new HttpError(409, 'Every hint is already shown.');
    await this.challenges.recordReveal(userId, id, revealed + 1, new Date().toISOString());
    await this.options.learners.changed(userId);
    return { total: hints.length, revealed: hints.slice(0, revealed + 1) };
  }

  /**
   * The workspace's type check (Run Tests of a TypeScript challenge): the learner's files now,
   * with the visible type-level tests. The compiler runs in a worker thread with a time and memory
   * limit (packages/grader typecheck/); it reads the code and runs none of it.
   */
  async typeCheck(id: number, body: TypeCheckRequest): Promise<TypeCheckResponse> {
    const row = await this.findOr404(id);
    const config = JSON.parse(row.config) as ChallengeConfig;
    const files = learnerFiles(
      config,
      JSON.parse(row.starter_files) as Record<string, string>,
      body.previous_data,
    );
    const types = { visible: row.type_tests ?? undefined };
    if (!needsTypeCheck(files, types)) return { results: [] };
    this.typeChecker ??= new TypeChecker();
    return { results: await this.typeChecker.results(files, types) };
  }

  async tests(id: number): Promise<string> {
    return (await this.findOr404(id)).tests;
  }

  /**
   * Stores a submission as 'pending' for the grader (docs/decisions/0008-server-grading.md) and
   * keeps its code as the learner's latest. The body's status and score are the browser's claim:
   * recorded, never counted. Returns the new submission's id.
   */
  async submit(userId: number, body: SubmissionRequest, address: string): Promise<number> {
    const challenge = await this.findOr404(body.questionId);
    const invalid = (field: string, message: string): never => {
      throw new HttpError(400, message, { [field]: [message] });
    };
    if (body.score > challenge.score) {
      invalid('score', `The score must be between 0 and ${challenge.score} for this challenge.`);
    }
    const config = JSON.parse(challenge.config) as ChallengeConfig;
    const allowed = new Set(config.open_paths.map(languageOf));
    for (const [language, value] of Object.entries(body.previous_data)) {
      if (!allowed.has(language as never)) {
        invalid('previous_data', `This challenge has no ${language} file.`);
      }
      if (Buffer.from(value ?? '', 'base64').byteLength > MAX_FILE_BYTES) {
        invalid('previous_data', 'Each file may be at most 100 KB.');
      }
    }

    // Fair graders: an account's runaway submissions queue behind its own, never in everyone's way.
    if ((await this.challenges.waitingCount({ userId })) >= MAX_WAITING_SUBMISSIONS) {
      throw new TooManyRequestsError(messages.tooManyWaitingSubmissions, 10);
    }
    if ((await this.challenges.waitingCount({ address })) >= MAX_WAITING_PER_ADDRESS) {
      throw new TooManyRequestsError(messages.tooManyWaitingFromAddress, 60);
    }

    const now = new Date().toISOString();
    const code = JSON.stringify(body.previous_data);
    const submissionId = await inTransaction(this.db, async (trx) => {
      const { id } = await trx
        .insertInto('submissions')
        .values({
          user_id: userId,
          challenge_id: challenge.id,
          status: 'pending',
          score: 0,
          claimed_status: body.status,
          claimed_score: body.score,
          code,
          created_at: now,
          client_address: address,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Older submissions give up their code; pending ones keep it until they are graded.
      await trx
        .updateTable('submissions')
        .set({ code: '' })
        .where('user_id', '=', userId)
        .where('challenge_id', '=', challenge.id)
        .where('code', '!=', '')
        .where('status', '!=', 'pending')
        .where('id', 'not in', (eb) =>
          eb
            .selectFrom('submissions')
            .select('id')
            .where('user_id', '=', userId)
            .where('challenge_id', '=', challenge.id)
            .orderBy('id', 'desc')
            .limit(KEPT_CODE_PER_CHALLENGE),
        )
        .execute();
      // The latest code is where the workspace starts next time; the grade folds in later.
      await trx
        .insertInto('challenge_progress')
        .values({
          user_id: userId,
          challenge_id: challenge.id,
          best_score: 0,
          solved: 0,
          previous_data: code,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'challenge_id']).doUpdateSet((eb) => ({
            previous_data: eb.ref('excluded.previous_data'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      // The list now says 'unsolved' at least, and the detail holds this code.
      this.options.learners.changedIn(trx, userId);
      return Number(id);
    });
    return submissionId;
  }

  /** One of the learner's submissions; another learner's is 404, like one that does not exist. */
  async submission(userId: number, id: number): Promise<Submission> {
    const row = await this.challenges.submissionOf(userId, id);
    if (!row) throw new HttpError(404, 'This submission does not exist.');
    return toSubmission(row);
  }

  /**
   * The learner's submissions of one challenge (the latest 50, with their code while it is kept)
   * and the hints they revealed on it, each newest first.
   */
  async history(userId: number, challengeId: number): Promise<SubmissionHistory> {
    await this.findOr404(challengeId);
    const [rows, hintReveals] = await Promise.all([
      this.challenges.submissionHistory(userId, challengeId, 50),
      this.challenges.hintRevealsOn(userId, challengeId),
    ]);
    return {
      submissions: rows.map((row) => ({
        ...toSubmission(row),
        code: row.code ? (JSON.parse(row.code) as PreviousData) : null,
      })),
      hintReveals: hintReveals.map((reveal) => ({ ...reveal, hint: Number(reveal.hint) })),
    };
  }

  /** The public figures this module owns (see the site-stats module). */
  publicCounts(): Promise<{ challenges: number; verifiedSolutions: number }> {
    return this.challenges.publicCounts();
  }

  private async findOr404(id: number) {
    const row = await this.challenges.findActive(id);
    if (!row) throw new HttpError(404, 'This challenge does not exist.');
    return row;
  }
}

type SubmissionRow = NonNullable<Awaited<ReturnType<ChallengeRepo['submissionOf']>>>;

function toSubmission(row: SubmissionRow): Submission {
  return {
    id: Number(row.id),
    questionId: Number(row.challenge_id),
    status: row.status,
    score: Number(row.score),
    tests: row.results ? (JSON.parse(row.results) as Submission['tests']) : [],
    verified: row.graded_at !== null,
    failure: row.failure,
    createdAt: row.created_at,
    gradedAt: row.graded_at,
    pointsEarned: row.points_earned === null ? null : Number(row.points_earned),
  };
}

/** Stored JSON (code: language → base64; results); a pruned submission has no code. */
function parseCode(code: string): unknown {
  if (!code) return null;
  try {
    return JSON.parse(code);
  } catch {
    return null;
  }
}
