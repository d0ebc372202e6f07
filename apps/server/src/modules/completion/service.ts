import {
  defaultCompletionRules,
  type AttendanceStatus,
  type BatchCompletionResponse,
  type CompletionProgress,
  type CompletionRules,
  type MyCompletionResponse,
} from '@launchpad/contract';
import { HttpError } from '../../http/errors.ts';
import type { BatchesService } from '../batches/service.ts';
import type { ChallengeService } from '../challenges/service.ts';
import { NO_SUCH_BATCH, type ClassesService } from '../classes/service.ts';
import type { ProjectsService } from '../projects/service.ts';
import type { StaffService } from '../staff/service.ts';
import type { UserRow } from '../users/service.ts';
import type { CompletionRepo } from './repo.ts';

/** What one batch's standing is read from, once for all of its learners. */
interface BatchFacts {
  batchId: number;
  rules: CompletionRules;
  classesHeld: number;
  countsOf(userId: number): Record<AttendanceStatus, number>;
  projects: number;
  passedBy(userId: number): number;
}

/**
 * What completing a batch takes (issue #33) and how far each learner is: attendance over the
 * classes held, the batch's projects passed, challenges the server's grader verified. The team
 * sets the rules per batch; a learner sees their own standing, staff their batches' learners.
 */
export class CompletionService {
  constructor(
    private readonly repo: CompletionRepo,
    private readonly deps: {
      batches: Pick<BatchesService, 'byIds'>;
      classes: Pick<ClassesService, 'learnerBatchIds' | 'learnersOf' | 'attendanceCounts'>;
      projects: Pick<ProjectsService, 'standings'>;
      challenges: Pick<ChallengeService, 'progressByTopic'>;
      staff: Pick<StaffService, 'maySee'>;
    },
  ) {}

  /** A batch's rules: the defaults until the team sets them; 404 for no such batch. */
  async rules(batchId: number): Promise<CompletionRules> {
    await this.existing(batchId);
    return (await this.repo.rulesOf(batchId)) ?? { ...defaultCompletionRules };
  }

  async setRules(batchId: number, rules: CompletionRules): Promise<CompletionRules> {
    await this.existing(batchId);
    await this.repo.setRules(batchId, rules);
    return rules;
  }

  /** The learner's standing in each batch they are enrolled in. */
  async mine(user: UserRow): Promise<MyCompletionResponse> {
    const batchIds = await this.deps.classes.learnerBatchIds(user);
    const batches = [];
    for (const batchId of batchIds) {
      batches.push(await this.progress(await this.factsOf(batchId), user.id));
    }
    return { batches };
  }

  /** Each learner of a batch against its rules, for staff who may see it (else 404). */
  async batch(user: UserRow, batchId: number): Promise<BatchCompletionResponse> {
    await this.existing(batchId);
    if (!(await this.deps.staff.maySee(user, batchId))) throw new HttpError(404, NO_SUCH_BATCH);
    const [facts, learners] = await Promise.all([
      this.factsOf(batchId),
      this.deps.classes.learnersOf(batchId),
    ]);
    const rows = [];
    for (const learner of learners) {
      rows.push({
        userId: learner.id,
        name: learner.name,
        email: learner.email,
        progress: await this.progress(facts, learner.id),
      });
    }
    return { learners: rows };
  }

  /** One learner's standing in a batch (the certificates' check reads it too). */
  async progressOf(batchId: number, userId: number): Promise<CompletionProgress> {
    return this.progress(await this.factsOf(batchId), userId);
  }

  private async factsOf(batchId: number): Promise<BatchFacts> {
    const [rules, attendance, projects] = await Promise.all([
      this.rules(batchId),
      this.deps.classes.attendanceCounts(batchId),
      this.deps.projects.standings(batchId),
    ]);
    return {
      batchId,
      rules,
      classesHeld: attendance.classesHeld,
      countsOf: attendance.countsOf,
      projects: projects.total,
      passedBy: projects.passedBy,
    };
  }

  private async progress(facts: BatchFacts, userId: number): Promise<CompletionProgress> {
    const { rules } = facts;
    const counts = facts.countsOf(userId);
    const attended = counts.present + counts.late;
    const counted = facts.classesHeld - counts.excused;
    const percent = counted > 0 ? Math.floor((attended * 100) / counted) : null;
    const topics = await this.deps.challenges.progressByTopic(userId);
    const verified = topics.reduce((sum, each) => sum + each.solved, 0);
    const points = topics.reduce((sum, each) => sum + each.points, 0);
    const passed = facts.passedBy(userId);
    const met = {
      // Before any class counts there is nothing to miss.
      attendance: percent === null || percent >= rules.minAttendancePercent,
      projects: !rules.allProjectsPassed || passed === facts.projects,
      challenges: verified >= rules.minVerifiedChallenges,
    };
    return {
      batchId: facts.batchId,
      rules,
      attendance: { classesHeld: facts.classesHeld, attended, excused: counts.excused, percent },
      projects: { total: facts.projects, passed },
      challenges: { verified, points },
      met,
      complete: met.attendance && met.projects && met.challenges,
    };
  }

  private async existing(batchId: number): Promise<void> {
    if (!(await this.deps.batches.byIds([batchId])).has(batchId)) {
      throw new HttpError(404, NO_SUCH_BATCH);
    }
  }
}
