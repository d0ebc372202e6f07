import {
  AT_RISK_INACTIVE_DAYS,
  AT_RISK_MISSED_CLASSES,
  cockpitMessages,
  NUDGE_COOLDOWN_HOURS,
  riskTexts,
  type BatchCockpitResponse,
  type CockpitLearner,
  type nudgeInputSchema,
} from '@launchpad/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { HttpError } from '../../http/errors.ts';
import type { BatchesService } from '../batches/service.ts';
import type { ChallengeService } from '../challenges/service.ts';
import { NO_SUCH_BATCH, type ClassesService } from '../classes/service.ts';
import type { MailQueue } from '../mail/outbox.ts';
import type { ProjectsService } from '../projects/service.ts';
import type { StaffService } from '../staff/service.ts';
import type { UserRow } from '../users/service.ts';
import { nudgeMail, whatsappUrl } from './mails.ts';
import type { CockpitRepo } from './repo.ts';

type NudgeInput = z.output<typeof nudgeInputSchema>;

const HOUR_MS = 3_600_000;
const latestOf = (...instants: ReadonlyArray<string | null | undefined>) =>
  instants.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/**
 * The mentor cockpit (issue #33): each learner of a batch with attendance, projects and last
 * activity, flagged at risk after AT_RISK_MISSED_CLASSES missed classes, an overdue project or
 * AT_RISK_INACTIVE_DAYS without activity; and a nudge by mail (or a drafted WhatsApp message),
 * once per learner per NUDGE_COOLDOWN_HOURS. Read with a fixed number of queries for the whole
 * batch, whatever its size (a 100-learner batch answers in a few milliseconds: bench:cockpit).
 */
export class CockpitService {
  constructor(
    private readonly db: Db,
    private readonly repo: CockpitRepo,
    private readonly deps: {
      batches: Pick<BatchesService, 'byIds' | 'enrolledPhones'>;
      classes: Pick<ClassesService, 'learnersOf' | 'attendanceCounts'>;
      projects: Pick<ProjectsService, 'learnerStandings'>;
      challenges: Pick<ChallengeService, 'lastSubmissionsOf'>;
      staff: Pick<StaffService, 'maySee'>;
      mail: MailQueue;
      publicUrl: URL;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async cockpit(user: UserRow, batchId: number): Promise<BatchCockpitResponse> {
    await this.visible(user, batchId);
    const learners = await this.deps.classes.learnersOf(batchId);
    const rows = await this.rowsOf(batchId, learners);
    return {
      learners: rows.sort(
        (a, b) => b.risks.length - a.risks.length || a.name.localeCompare(b.name),
      ),
    };
  }

  async nudge(user: UserRow, batchId: number, input: NudgeInput): Promise<CockpitLearner> {
    await this.visible(user, batchId);
    const learner = (await this.deps.classes.learnersOf(batchId)).find(
      (each) => each.id === input.userId,
    );
    if (!learner) throw new HttpError(404, cockpitMessages.notALearner);
    const [row] = await this.rowsOf(batchId, [learner]);
    const now = this.now();
    await inTransaction(this.db, async (trx) => {
      const taken = await this.repo.takeNudge(trx, {
        batchId,
        userId: learner.id,
        sentBy: user.id,
        at: now.toISOString(),
        cutoff: new Date(now.getTime() - NUDGE_COOLDOWN_HOURS * HOUR_MS).toISOString(),
      });
      if (!taken) throw new HttpError(409, cockpitMessages.nudgedRecently);
      await this.deps.mail.enqueue(
        trx,
        nudgeMail(learner.email, {
          learnerName: learner.name,
          mentorName: user.name,
          risks: row!.risks,
          note: input.note,
          dashboardUrl: this.dashboardUrl,
        }),
      );
    });
    return { ...row!, lastNudgedAt: now.toISOString() };
  }

  private get dashboardUrl(): string {
    return new URL('/dashboard', this.deps.publicUrl).href;
  }

  private async visible(user: UserRow, batchId: number): Promise<void> {
    if (!(await this.deps.batches.byIds([batchId])).has(batchId)) {
      throw new HttpError(404, NO_SUCH_BATCH);
    }
    if (!(await this.deps.staff.maySee(user, batchId))) throw new HttpError(404, NO_SUCH_BATCH);
  }

  /** The cockpit's rows: five reads for the whole batch, then arithmetic per learner. */
  private async rowsOf(batchId: number, learners: readonly UserRow[]): Promise<CockpitLearner[]> {
    const [attendance, projects, lastRuns, nudges, phones] = await Promise.all([
      this.deps.classes.attendanceCounts(batchId),
      this.deps.projects.learnerStandings(batchId),
      this.deps.challenges.lastSubmissionsOf(learners.map((each) => each.id)),
      this.repo.lastNudgesOf(batchId),
      this.deps.batches.enrolledPhones(batchId),
    ]);
    const now = this.now().getTime();
    const inactiveSince = new Date(now - AT_RISK_INACTIVE_DAYS * 24 * HOUR_MS).toISOString();
    return learners.map((learner) => {
      const counts = attendance.countsOf(learner.id);
      const attended = counts.present + counts.late;
      const counted = attendance.classesHeld - counts.excused;
      const standing = projects.of(learner.id);
      const lastActivityAt = latestOf(
        attendance.lastJoinedAt(learner.id),
        standing.lastHandInAt,
        lastRuns.get(learner.id),
      );
      const inARow = attendance.absentInARow(learner.id);
      const risks = [
        ...(inARow >= AT_RISK_MISSED_CLASSES ? [riskTexts.missed(inARow)] : []),
        ...standing.overdue.map(riskTexts.overdue),
        // Before the first class, silence is not a risk yet.
        ...(attendance.classesHeld > 0 && (lastActivityAt ?? '') < inactiveSince
          ? [riskTexts.inactive]
          : []),
      ];
      const phone = phones.get(learner.email.toLowerCase());
      return {
        userId: learner.id,
        name: learner.name,
        email: learner.email,
        attendance: {
          classesHeld: attendance.classesHeld,
          attended,
          missed: counts.absent,
          percent: counted > 0 ? Math.floor((attended * 100) / counted) : null,
        },
        projects: {
          total: projects.total,
          passed: standing.passed,
          awaitingReview: standing.awaitingReview,
          overdue: standing.overdue,
        },
        lastActivityAt,
        risks,
        lastNudgedAt: nudges.get(learner.id) ?? null,
        whatsappUrl: phone
          ? whatsappUrl(
              phone,
              `Hi ${learner.name}, this is your mentor at Frontend Launchpad checking in.` +
                (risks.length > 0 ? ` ${risks.join('; ')}.` : '') +
                ' How can I help?',
            )
          : null,
      };
    });
  }
}
