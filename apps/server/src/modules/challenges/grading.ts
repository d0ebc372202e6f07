import { randomUUID } from 'node:crypto';
import { languageOf, type ChallengeConfig, type Topic } from '@launchpad/contract';
import { CRASH_FAILURE, TIMEOUT_FAILURE, type GradeRun } from '@launchpad/grader';
import type { GradedTests, RunnerSource } from '@launchpad/runner/types';
import { scoreResults } from '@launchpad/runner/score';
import { noMetrics, type GradingMetrics, type GradingOutcome } from '../../http/metrics.ts';
import type { ChallengeRepo } from './repo.ts';

/** What grades a submission: the Chromium pool in production (packages/grader). */
export interface Grader {
  grade(source: RunnerSource, tests: GradedTests): Promise<GradeRun>;
}

/** The grader could not run at all (no browser): the submission is tried again later. */
export function isGraderUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'GraderUnavailableError';
}

export interface GradingOptions {
  /**
   * How long a claim holds. Past it a pending row is taken again: its grader died (kill -9, a
   * lost machine). Well above the grader's own time limit, so a live grader is never overtaken.
   */
  leaseMs: number;
  /** A submission taken this many times without a grade is failed instead of tried again. */
  maxAttempts: number;
  log?: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  metrics?: GradingMetrics;
}

export const GRADING_DEFAULTS = { leaseMs: 60_000, maxAttempts: 3 } as const;

const MAX_RESULTS = 100;
const MAX_TEXT = 500;
const GIVEN_UP =
  'We could not grade this submission (the grader stopped while running it). Please submit again.';
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/**
 * What became of a hand-out: graded (whose grade it is), taken by another grader, postponed, or
 * handed back.
 */
export type GradeOutcome =
  | { kind: 'graded'; userId: number }
  | { kind: 'not-claimed' }
  | { kind: 'retry' }
  /** This process is stopping: the claim was released for another grader or the next start. */
  | { kind: 'handed-back' };

const NOT_CLAIMED = { kind: 'not-claimed' } as const;

/**
 * Grades one pending submission, whoever calls it: the in-process queue, a BullMQ worker here or
 * on another machine. The row is claimed by a conditional update and the grade is written only
 * under that claim, so however often a submission is handed out it is graded exactly once.
 */
export class GradingService {
  private readonly options: GradingOptions;
  private readonly metrics: GradingMetrics;
  private handingBack = false;
  /** Rejects with HandedBack once `handBack` is called: every run in flight races it. */
  private readonly handedBack: Promise<never>;
  private rejectRunsInFlight: () => void = () => undefined;

  constructor(
    private readonly repo: ChallengeRepo,
    private readonly grader: Grader,
    options: Partial<GradingOptions> = {},
  ) {
    this.options = { ...GRADING_DEFAULTS, ...options };
    this.metrics = options.metrics ?? noMetrics;
    this.handedBack = new Promise<never>((_resolve, reject) => {
      this.rejectRunsInFlight = () => reject(new HandedBack());
    });
    // No run may be in flight when it rejects.
    this.handedBack.catch(() => undefined);
  }

  /**
   * For a process that stops: takes no submission any more, and gives back the ones it is
   * grading (their claims released, so another grader or the next start takes them at once, the
   * hand-out not counted as an attempt). Their runs' results, should they still come, are dropped.
   */
  handBack(): void {
    this.handingBack = true;
    this.rejectRunsInFlight();
  }

  async gradeOne(id: number): Promise<GradeOutcome> {
    if (this.handingBack) return NOT_CLAIMED;
    const token = randomUUID();
    const now = Date.now();
    const leaseExpiredBefore = new Date(now - this.options.leaseMs).toISOString();
    if (
      !(await this.repo.claimForGrading(id, token, new Date(now).toISOString(), leaseExpiredBefore))
    ) {
      return NOT_CLAIMED;
    }
    const row = await this.repo.submissionForGrading(id);
    if (!row) return NOT_CLAIMED;
    const graded = { kind: 'graded', userId: Number(row.user_id) } as const;

    /** Writes the run's grade under the claim: the verdict, or null when the claim was lost. */
    const record = async (run: GradeRun) => {
      // A run cut short still counts the tests it finished (product rules §4 on those results).
      const outcome = scoreResults(Number(row.max_score), run.results);
      const results = run.results.slice(0, MAX_RESULTS).map((result) => ({
        name: clip(String(result.name)),
        passed: result.passed === true,
        message: clip(String(result.message ?? '')),
        // A hidden test's name is its description for the learner (packages/runner grader-world).
        ...(result.hidden === true ? { hidden: true } : {}),
      }));
      const written = await this.repo.recordGrade({
        id,
        token,
        userId: Number(row.user_id),
        challengeId: Number(row.challenge_id),
        status: outcome.status,
        score: outcome.score,
        results: JSON.stringify(results),
        failure: run.failure ?? null,
        gradedAt: new Date().toISOString(),
      });
      return written ? outcome.status : null;
    };

    // Taken too often without a grade: something in it stops the grader itself.
    if (Number(row.attempts) > this.options.maxAttempts) {
      const written = await record({ results: [], failure: GIVEN_UP });
      this.metrics.gradingEnded(written ? 'given_up' : 'not_written');
      return graded;
    }

    this.metrics.gradingStarted(Date.now() - Date.parse(row.created_at));
    const started = Date.now();
    let run: GradeRun;
    try {
      const grading = this.grader.grade(sourceOf(row), {
        visible: row.tests,
        hidden: row.hidden_tests ?? undefined,
        types: {
          visible: row.type_tests ?? undefined,
          hidden: row.hidden_type_tests ?? undefined,
        },
      });
      // A run handed back may still end, later: nobody waits for it then.
      grading.catch(() => undefined);
      run = await Promise.race([grading, this.handedBack]);
    } catch (error) {
      await this.repo.releaseClaim(id, token);
      const ranMs = Date.now() - started;
      if (error instanceof HandedBack) {
        this.metrics.gradingEnded('handed_back', ranMs);
        this.options.log?.info({ submission: id }, 'grading handed back: this process is stopping');
        return { kind: 'handed-back' };
      }
      this.options.log?.warn({ submission: id, err: error }, 'grading postponed');
      if (isGraderUnavailable(error)) {
        this.metrics.gradingEnded('postponed', ranMs);
        return { kind: 'retry' };
      }
      this.metrics.gradingEnded('error', ranMs);
      throw error;
    }
    const status = await record(run);
    const written = status !== null;
    const ms = Date.now() - started;
    this.metrics.gradingEnded(written ? outcomeOf(run, status) : 'not_written', ms);
    this.options.log?.info(
      { submission: id, ms, failure: run.failure, written },
      'submission graded',
    );
    return written ? graded : NOT_CLAIMED;
  }
}

class HandedBack extends Error {
  override name = 'HandedBack';
}

/** The pool's time-limit message, whatever the limit: its words before and after the seconds. */
const [TIMEOUT_BEFORE, TIMEOUT_AFTER] = TIMEOUT_FAILURE(-1).split('-1') as [string, string];

/** What a written grade's run came to, for the metrics: its verdict, or how it failed. */
function outcomeOf(run: GradeRun, status: 'solved' | 'unsolved'): GradingOutcome {
  if (!run.failure) return status;
  if (run.failure.startsWith(TIMEOUT_BEFORE) && run.failure.endsWith(TIMEOUT_AFTER)) {
    return 'timed_out';
  }
  return run.failure === CRASH_FAILURE ? 'crashed' : 'failed';
}

type GradingRow = NonNullable<Awaited<ReturnType<ChallengeRepo['submissionForGrading']>>>;

/**
 * The learner's files as the workspace had them: each open path from the submitted code (stored
 * per language, base64), or the starter file when the submission did not carry that language.
 * Also what the workspace's type check reads (service.ts).
 */
export function learnerFiles(
  config: Pick<ChallengeConfig, 'open_paths'>,
  starter: Readonly<Record<string, string>>,
  code: Readonly<Partial<Record<string, string>>>,
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of config.open_paths) {
    const language = languageOf(path);
    const encoded = language ? code[language] : undefined;
    files[path] =
      typeof encoded === 'string'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : (starter[path] ?? '');
  }
  return files;
}

function sourceOf(row: GradingRow): RunnerSource {
  const config = JSON.parse(row.config) as ChallengeConfig;
  const starter = JSON.parse(row.starter_files) as Record<string, string>;
  let code: Record<string, string> = {};
  try {
    code = (JSON.parse(row.code || '{}') ?? {}) as Record<string, string>;
  } catch {
    code = {};
  }
  const files = learnerFiles(config, starter, code);
  return {
    topic: row.topic as Topic,
    files,
    tempJsx: row.temp_jsx ?? undefined,
    componentName: config.componentName,
    clock: config.clock,
    fakeApi: config.fakeApi,
  };
}
