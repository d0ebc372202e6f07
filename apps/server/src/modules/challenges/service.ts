import {
  languageOf,
  type ChallengeConfig,
  type ChallengeDetail,
  type ChallengeListItem,
  type PreviousData,
  type SubmissionRequest,
  type SubmissionResponse,
} from '@launchpad/contract';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { ChallengeRepo } from './repo.ts';

const MAX_FILE_BYTES = 100_000;
/**
 * Only a learner's latest submissions of a challenge keep their code; older rows keep their score
 * and status. Each file is at most 100 KB, so one account stores a bounded amount of code.
 */
export const KEPT_CODE_PER_CHALLENGE = 20;
const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export class ChallengeService {
  constructor(
    private readonly db: Db,
    private readonly challenges: ChallengeRepo,
  ) {}

  async list(userId: number): Promise<ChallengeListItem[]> {
    const rows = await this.challenges.listWithStatus(userId);
    return rows.map(({ solved, ...row }) => ({
      ...row,
      submission_status:
        solved === null || solved === undefined ? 'not_attempted' : solved ? 'solved' : 'unsolved',
    }));
  }

  /** Solved counts and points per topic for one learner, over active challenges. */
  progressByTopic(userId: number) {
    return this.challenges.progressByTopic(userId);
  }

  /** How many active challenges each topic has. */
  totalsByTopic() {
    return this.challenges.totalsByTopic();
  }

  /** A learner's progress and submissions, with their code decoded (the data export). */
  async exportFor(userId: number) {
    const [progress, submissions] = await Promise.all([
      this.challenges.progressOf(userId),
      this.challenges.submissionsOf(userId),
    ]);
    return {
      challengeProgress: progress.map((row) => ({
        ...row,
        solved: Number(row.solved) === 1,
        latestCode: parseCode(row.latestCode),
      })),
      submissions: submissions.map((row) => ({ ...row, code: parseCode(row.code) })),
    };
  }

  async detail(userId: number, id: number): Promise<ChallengeDetail> {
    const row = await this.findOr404(id);
    const progress = await this.challenges.findProgress(userId, id);
    const starter = JSON.parse(row.starter_files) as Record<string, string>;
    return {
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
      previous_data: progress ? (JSON.parse(progress.previous_data) as PreviousData) : {},
    };
  }

  async tests(id: number): Promise<string> {
    return (await this.findOr404(id)).tests;
  }

  /**
   * Stores the submission and folds it into the learner's progress: best score kept, solved once
   * solved stays solved, latest code kept as previous_data.
   */
  async submit(userId: number, body: SubmissionRequest): Promise<SubmissionResponse> {
    const challenge = await this.findOr404(body.questionId);
    const invalid = (field: string, message: string): never => {
      throw new HttpError(400, message, { [field]: [message] });
    };
    if (body.score > challenge.score) {
      invalid('score', `The score must be between 0 and ${challenge.score} for this challenge.`);
    }
    if (body.status === 'solved' && body.score !== challenge.score) {
      invalid('status', 'A solved submission carries the full score.');
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

    const now = new Date().toISOString();
    const code = JSON.stringify(body.previous_data);
    const solved = body.status === 'solved' ? 1 : 0;
    const progress = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('submissions')
        .values({
          user_id: userId,
          challenge_id: challenge.id,
          status: body.status,
          score: body.score,
          code,
          created_at: now,
        })
        .execute();
      await trx
        .updateTable('submissions')
        .set({ code: '' })
        .where('user_id', '=', userId)
        .where('challenge_id', '=', challenge.id)
        .where('code', '!=', '')
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
      // One statement, so two submissions racing cannot lose the better score.
      return trx
        .insertInto('challenge_progress')
        .values({
          user_id: userId,
          challenge_id: challenge.id,
          best_score: body.score,
          solved,
          previous_data: code,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'challenge_id']).doUpdateSet((eb) => ({
            best_score: eb
              .case()
              .when('challenge_progress.best_score', '>', eb.ref('excluded.best_score'))
              .then(eb.ref('challenge_progress.best_score'))
              .else(eb.ref('excluded.best_score'))
              .end(),
            solved: eb
              .case()
              .when('challenge_progress.solved', '=', 1)
              .then(1)
              .else(eb.ref('excluded.solved'))
              .end(),
            previous_data: eb.ref('excluded.previous_data'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returning(['best_score', 'solved'])
        .executeTakeFirstOrThrow();
    });

    return {
      message: body.status === 'solved' ? 'Challenge solved! Great work.' : 'Submission saved.',
      submission: {
        questionId: challenge.id,
        status: body.status,
        score: body.score,
        bestScore: Number(progress.best_score),
        solved: Number(progress.solved) === 1,
      },
    };
  }

  private async findOr404(id: number) {
    const row = await this.challenges.findActive(id);
    if (!row) throw new HttpError(404, 'This challenge does not exist.');
    return row;
  }
}

/** Stored code is JSON (language → base64); a pruned submission has none. */
function parseCode(code: string): unknown {
  if (!code) return null;
  try {
    return JSON.parse(code);
  } catch {
    return null;
  }
}
