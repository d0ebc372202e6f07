import {
  projectMessages,
  REVIEW_CLAIM_MINUTES,
  rubricMaxPoints,
  type BatchProjectsResponse,
  type LiveCheckReport,
  type MyProject,
  type MyProjectsResponse,
  type Project,
  type ProjectSubmission,
  type ReviewClaim,
  type ReviewQueueResponse,
  type RubricCriterion,
  type SubmissionForReview,
  type projectInputSchema,
  type projectReviewInputSchema,
  type projectSubmissionInputSchema,
} from '@launchpad/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { HttpError } from '../../http/errors.ts';
import type { BatchesService } from '../batches/service.ts';
import { NO_SUCH_BATCH, type ClassesService } from '../classes/service.ts';
import type { MailQueue } from '../mail/outbox.ts';
import type { StaffService } from '../staff/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { reviewedMail } from './mails.ts';
import type { ProjectRow, ProjectsRepo, SubmissionRow } from './repo.ts';

type ProjectInput = z.output<typeof projectInputSchema>;
type SubmissionInput = z.output<typeof projectSubmissionInputSchema>;
type ReviewInput = z.output<typeof projectReviewInputSchema>;

const MINUTE_MS = 60_000;

/**
 * A batch's projects (issue #33). The team or a batch's mentor sets them; the batch's learners
 * hand them in, again after 'needs work', until one passes; a mentor claims a waiting submission
 * (one at a time, for REVIEW_CLAIM_MINUTES) and reviews it with the rubric, and the learner is
 * mailed. A mentor sees only their batches' projects and submissions: any other answers 404.
 */
export class ProjectsService {
  constructor(
    private readonly db: Db,
    private readonly repo: ProjectsRepo,
    private readonly deps: {
      batches: Pick<BatchesService, 'byIds'>;
      classes: Pick<ClassesService, 'learnerBatchIds'>;
      staff: Pick<StaffService, 'maySee' | 'visibleBatchIds'>;
      users: Pick<UserService, 'byIds'>;
      mail: MailQueue;
      publicUrl: URL;
      now?: () => Date;
      /** Opens live sites (the grader's LiveChecker); absent where no Chromium runs. */
      liveChecker?: { check(url: string): Promise<LiveCheckReport> };
      log?: { error(details: object, message: string): void };
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private get dashboardUrl(): string {
    return new URL('/dashboard', this.deps.publicUrl).href;
  }

  async batchProjects(user: UserRow, batchId: number): Promise<BatchProjectsResponse> {
    await this.staffBatch(user, batchId);
    return { projects: (await this.repo.projectsOf([batchId])).map(toProject) };
  }

  async create(user: UserRow, batchId: number, input: ProjectInput): Promise<Project> {
    await this.staffBatch(user, batchId);
    const now = this.now().toISOString();
    const row = await this.repo.insertProject({
      batch_id: batchId,
      week: input.week,
      title: input.title,
      brief: input.brief,
      due_at: new Date(input.dueAt).toISOString(),
      rubric: JSON.stringify(input.rubric),
      live_check: input.liveCheck ? 1 : 0,
      created_by: user.id,
      created_at: now,
      updated_at: now,
    });
    return toProject(row);
  }

  /** The projects of the learner's batches, each with their hand-ins and reviews. */
  async mine(user: UserRow): Promise<MyProjectsResponse> {
    const projects = await this.repo.projectsOf(await this.deps.classes.learnerBatchIds(user));
    const submissions = await this.repo.submissionsOf(
      user.id,
      projects.map((each) => each.id),
    );
    return {
      projects: projects.map((row): MyProject => {
        const project = toProject(row);
        const own = submissions
          .filter((each) => each.project_id === row.id)
          .map((each) => toSubmission(each, project.rubric));
        return { ...project, status: own[0]?.status ?? 'not_submitted', submissions: own };
      }),
    };
  }

  /**
   * Hands a project in: 404 unless it is one of the learner's batches', 409 while the last
   * hand-in waits for its review or once one passed. Two hand-ins racing take the same attempt
   * number, and the unique key lets one of them in.
   */
  async submit(
    user: UserRow,
    projectId: number,
    input: SubmissionInput,
  ): Promise<ProjectSubmission> {
    const project = await this.repo.projectById(projectId);
    if (!project || !(await this.deps.classes.learnerBatchIds(user)).includes(project.batch_id)) {
      throw new HttpError(404, projectMessages.noSuchProject);
    }
    const now = this.now().toISOString();
    try {
      const row = await inTransaction(this.db, async (trx) => {
        const last = await this.repo.lastSubmission(trx, projectId, user.id);
        if (last?.status === 'passed') throw new HttpError(409, projectMessages.alreadyPassed);
        if (last?.status === 'awaiting_review') {
          throw new HttpError(409, projectMessages.awaitingReview);
        }
        return this.repo.insertSubmission(trx, {
          project_id: projectId,
          user_id: user.id,
          attempt: (last?.attempt ?? 0) + 1,
          repository_url: input.repositoryUrl,
          live_url: input.liveUrl,
          note: input.note,
          submitted_at: now,
          late: now > project.due_at ? 1 : 0,
          status: 'awaiting_review',
        });
      });
      if (project.live_check === 1) this.checkLiveSite(row.id, row.live_url);
      return toSubmission(row, parseRubric(project.rubric));
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, projectMessages.awaitingReview);
      throw error;
    }
  }

  /**
   * Opens a hand-in's live site in the grader's Chromium after the hand-in is saved, one check at
   * a time, and keeps the report on it for the mentor. Without a checker (GRADER=off, no
   * Chromium) the hand-in simply has none. `liveChecksDone` lets tests wait for the queue.
   */
  private checkLiveSite(submissionId: number, url: string): void {
    const checker = this.deps.liveChecker;
    if (!checker) return;
    this.liveChecks = this.liveChecks
      .then(async () => {
        const report = await checker.check(url);
        await this.repo.setLiveCheck(submissionId, JSON.stringify(report));
      })
      .catch((error: unknown) =>
        this.deps.log?.error({ err: error, submissionId }, 'live check failed'),
      );
  }

  private liveChecks: Promise<void> = Promise.resolve();

  /** Resolves once every live check asked for so far is done. */
  liveChecksDone(): Promise<void> {
    return this.liveChecks;
  }

  /** Submissions waiting for a review in the caller's batches, oldest first. */
  async queue(user: UserRow): Promise<ReviewQueueResponse> {
    const rows = await this.repo.waiting(await this.deps.staff.visibleBatchIds(user));
    const names = await this.namesOf(rows.flatMap((row) => [row.user_id, row.claimed_by]));
    return {
      submissions: rows.map((row) => ({
        submissionId: row.id,
        projectId: row.project_id,
        projectTitle: row.project_title,
        week: row.week,
        batchId: row.batch_id,
        learnerName: names.get(row.user_id) ?? 'A former learner',
        attempt: row.attempt,
        submittedAt: row.submitted_at,
        late: row.late === 1,
        claim: this.claimOf(row, user, names),
      })),
    };
  }

  /** Everything a review needs, for staff who may see the submission's batch (else 404). */
  async forReview(user: UserRow, submissionId: number): Promise<SubmissionForReview> {
    const { submission, project } = await this.staffSubmission(user, submissionId);
    const rubric = parseRubric(project.rubric);
    const [own, names] = await Promise.all([
      this.repo.submissionsOf(submission.user_id, [project.id]),
      this.namesOf([submission.user_id, submission.claimed_by]),
    ]);
    const [learner] = await this.deps.users.byIds([submission.user_id]);
    return {
      submission: toSubmission(submission, rubric),
      project: toProject(project),
      learner: {
        userId: submission.user_id,
        name: learner?.name ?? 'A former learner',
        email: learner?.email ?? '',
      },
      earlier: own
        .filter((each) => each.attempt < submission.attempt)
        .map((each) => toSubmission(each, rubric)),
      claim: this.claimOf(submission, user, names),
    };
  }

  /** Claims a waiting submission for the caller: 409 while another mentor's claim holds. */
  async claim(user: UserRow, submissionId: number): Promise<SubmissionForReview> {
    const { submission } = await this.staffSubmission(user, submissionId);
    const now = this.now();
    const until = new Date(now.getTime() + REVIEW_CLAIM_MINUTES * MINUTE_MS);
    if (!(await this.repo.claim(submission.id, user.id, now.toISOString(), until.toISOString()))) {
      const current = await this.repo.submissionById(submission.id);
      throw new HttpError(
        409,
        current?.status === 'awaiting_review'
          ? projectMessages.claimedByAnother
          : projectMessages.alreadyReviewed,
      );
    }
    return this.forReview(user, submissionId);
  }

  /**
   * Reviews a submission the caller holds the claim on: one level per criterion of the rubric
   * (400 otherwise), the verdict and feedback. Written with the learner's mail in one unit.
   */
  async review(
    user: UserRow,
    submissionId: number,
    input: ReviewInput,
  ): Promise<ProjectSubmission> {
    const { submission, project } = await this.staffSubmission(user, submissionId);
    const rubric = parseRubric(project.rubric);
    const scores = scoresOf(rubric, input.levels);
    if (!scores) {
      throw new HttpError(400, projectMessages.levelForEveryCriterion, {
        levels: [projectMessages.levelForEveryCriterion],
      });
    }
    const now = this.now().toISOString();
    const points = scores.reduce((sum, each) => sum + each.points, 0);
    const [learner] = await this.deps.users.byIds([submission.user_id]);
    await inTransaction(this.db, async (trx) => {
      const written = await this.repo.review(trx, submission.id, user.id, now, {
        status: input.verdict,
        reviewed_by: user.id,
        reviewer_name: user.name,
        reviewed_at: now,
        feedback: input.feedback,
        levels: JSON.stringify(input.levels),
        points,
      });
      if (!written) {
        const current = await this.repo.submissionById(submission.id, trx);
        throw new HttpError(
          409,
          current?.status === 'awaiting_review'
            ? projectMessages.claimFirst
            : projectMessages.alreadyReviewed,
        );
      }
      if (learner) {
        await this.deps.mail.enqueue(
          trx,
          reviewedMail(learner.email, {
            projectTitle: project.title,
            verdict: input.verdict,
            points,
            maxPoints: rubricMaxPoints(rubric),
            feedback: input.feedback,
            reviewerName: user.name,
            dashboardUrl: this.dashboardUrl,
          }),
        );
      }
    });
    return toSubmission((await this.repo.submissionById(submission.id))!, rubric);
  }

  /** A batch's number of projects, and how many of them each learner passed. */
  async standings(batchId: number) {
    const projects = await this.repo.projectsOf([batchId]);
    const passed = await this.repo.passedCounts(projects.map((each) => each.id));
    return { total: projects.length, passedBy: (userId: number) => passed.get(userId) ?? 0 };
  }

  /**
   * Where each learner of a batch stands with its projects (the mentor cockpit): passed, waiting
   * for a review, overdue (due, and neither passed nor waiting), and their latest hand-in.
   */
  async learnerStandings(batchId: number) {
    const projects = await this.repo.projectsOf([batchId]);
    const handIns = await this.repo.handInsOf(projects.map((each) => each.id));
    const now = this.now().toISOString();
    // The latest attempt of each (project, learner) decides where they stand with it.
    const latest = new Map<string, (typeof handIns)[number]>();
    for (const each of handIns) {
      const key = `${each.project_id}:${each.user_id}`;
      const kept = latest.get(key);
      if (!kept || each.attempt > kept.attempt) latest.set(key, each);
    }
    return {
      total: projects.length,
      of(userId: number) {
        let passed = 0;
        let awaitingReview = 0;
        const overdue: string[] = [];
        for (const project of projects) {
          const status = latest.get(`${project.id}:${userId}`)?.status;
          if (status === 'passed') passed += 1;
          else if (status === 'awaiting_review') awaitingReview += 1;
          else if (project.due_at <= now) overdue.push(project.title);
        }
        const own = handIns
          .filter((each) => each.user_id === userId)
          .map((each) => each.submitted_at);
        const lastHandInAt = own.length > 0 ? own.reduce((a, b) => (a > b ? a : b)) : null;
        return { passed, awaitingReview, overdue, lastHandInAt };
      },
    };
  }

  /** The projects of a batch a learner passed, and the mentor who passed each (certificates). */
  async passedProjectsOf(batchId: number, userId: number) {
    const rows = await this.repo.passedOf(batchId, userId);
    return rows.map((row) => ({
      title: row.title,
      reviewerName: row.reviewer_name ?? 'A former mentor',
    }));
  }

  /** The batch, if it exists and this member of staff may see it; 404 otherwise. */
  private async staffBatch(user: UserRow, batchId: number): Promise<void> {
    const exists = (await this.deps.batches.byIds([batchId])).has(batchId);
    if (!exists || !(await this.deps.staff.maySee(user, batchId))) {
      throw new HttpError(404, NO_SUCH_BATCH);
    }
  }

  /** The submission and its project, if this member of staff may see its batch; else 404. */
  private async staffSubmission(user: UserRow, submissionId: number) {
    const submission = await this.repo.submissionById(submissionId);
    const project = submission && (await this.repo.projectById(submission.project_id));
    if (!submission || !project || !(await this.deps.staff.maySee(user, project.batch_id))) {
      throw new HttpError(404, projectMessages.noSuchSubmission);
    }
    return { submission, project };
  }

  private async namesOf(ids: ReadonlyArray<number | null>): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const users = await this.deps.users.byIds(wanted);
    return new Map(users.map((each) => [each.id, each.name]));
  }

  /** The claim on a waiting submission while it holds; null when there is none or it ran out. */
  private claimOf(
    row: Pick<SubmissionRow, 'status' | 'claimed_by' | 'claim_expires_at'>,
    user: UserRow,
    names: Map<number, string>,
  ): ReviewClaim {
    if (row.status !== 'awaiting_review' || row.claimed_by === null) return null;
    if (!row.claim_expires_at || row.claim_expires_at <= this.now().toISOString()) return null;
    return {
      reviewerName: names.get(row.claimed_by) ?? 'A former mentor',
      expiresAt: row.claim_expires_at,
      mine: row.claimed_by === user.id,
    };
  }
}

function parseRubric(json: string): RubricCriterion[] {
  return JSON.parse(json) as RubricCriterion[];
}

function toProject(row: ProjectRow): Project {
  const rubric = parseRubric(row.rubric);
  return {
    id: row.id,
    batchId: row.batch_id,
    week: row.week,
    title: row.title,
    brief: row.brief,
    dueAt: row.due_at,
    rubric,
    maxPoints: rubricMaxPoints(rubric),
    liveCheck: row.live_check === 1,
  };
}

/** The level chosen for each criterion with its points; undefined unless one per criterion. */
function scoresOf(rubric: readonly RubricCriterion[], levels: readonly number[]) {
  if (levels.length !== rubric.length) return undefined;
  const scores = rubric.map((criterion, index) => {
    const level = criterion.levels[levels[index]!];
    return level && { criterion: criterion.name, level: level.label, points: level.points };
  });
  return scores.every(Boolean)
    ? (scores as Array<{ criterion: string; level: string; points: number }>)
    : undefined;
}

function toSubmission(row: SubmissionRow, rubric: readonly RubricCriterion[]): ProjectSubmission {
  const reviewed = row.status !== 'awaiting_review' && row.reviewed_at !== null;
  return {
    id: row.id,
    projectId: row.project_id,
    attempt: row.attempt,
    repositoryUrl: row.repository_url,
    liveUrl: row.live_url,
    note: row.note,
    submittedAt: row.submitted_at,
    late: row.late === 1,
    status: row.status,
    review: reviewed
      ? {
          verdict: row.status as 'passed' | 'needs_work',
          feedback: row.feedback ?? '',
          scores: scoresOf(rubric, JSON.parse(row.levels ?? '[]') as number[]) ?? [],
          points: row.points ?? 0,
          maxPoints: rubricMaxPoints(rubric),
          reviewerName: row.reviewer_name ?? 'A former mentor',
          reviewedAt: row.reviewed_at!,
        }
      : null,
    liveCheck: row.live_check ? (JSON.parse(row.live_check) as LiveCheckReport) : null,
  };
}
