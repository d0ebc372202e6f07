import { REMINDER_OFFSETS_MINUTES, type Announcement, type BatchClass } from '@launchpad/contract';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { HttpError } from '../../http/errors.ts';
import type { BatchesService } from '../batches/service.ts';
import type { MailQueue } from '../mail/outbox.ts';
import type { StaffService } from '../staff/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { announcementMail, classReminderMail, recordingMail } from './mails.ts';
import type { AnnouncementRow, ClassesRepo, ClassRow } from './repo.ts';
import { NO_SUCH_BATCH, NO_SUCH_CLASS } from './not-found.ts';

const MINUTE_MS = 60_000;

/** Offsets from the longest to the shortest: each is due until the next one is. */
const OFFSETS = [...REMINDER_OFFSETS_MINUTES].sort((a, b) => b - a);

/**
 * What a batch's people hear about their classes (issue #32), always through the outbox in the
 * transaction that records it: reminders before each class, a class's recording for those who
 * missed it, and the team's or a mentor's announcements.
 */
export class ClassNotices {
  constructor(
    private readonly db: Db,
    private readonly repo: ClassesRepo,
    private readonly deps: {
      batches: Pick<BatchesService, 'byIds'>;
      users: Pick<UserService, 'byIds'>;
      /** A batch's learners (ClassesService.learnersOf): one rule for who they are. */
      learnersOf: (batchId: number) => Promise<UserRow[]>;
      staff: Pick<StaffService, 'maySee' | 'mentorsOf'>;
      mail: MailQueue;
      publicUrl: URL;
      toBatchClass: (row: ClassRow) => Promise<BatchClass>;
    },
  ) {}

  private get dashboardUrl(): string {
    return new URL('/dashboard', this.deps.publicUrl).href;
  }

  /**
   * Mails every reminder due at `now`: the 24-hour one for a class that starts in more than an
   * hour and at most a day, the 1-hour one for a class within the hour. Safe to run anywhere, any
   * number of times at once: a reminder is recorded and queued in one transaction, under a key of
   * class, person, offset and start, so each goes once (and a moved class reminds at its new time).
   * Answers how many it queued.
   */
  async sendDueReminders(now = new Date()): Promise<number> {
    let queued = 0;
    for (const [index, offset] of OFFSETS.entries()) {
      const after = now.getTime() + (OFFSETS[index + 1] ?? 0) * MINUTE_MS;
      const until = now.getTime() + offset * MINUTE_MS;
      const due = await this.repo.startingBetween(
        new Date(after).toISOString(),
        new Date(until).toISOString(),
      );
      for (const row of due) queued += await this.remind(row, offset);
    }
    return queued;
  }

  private async remind(row: ClassRow, offsetMinutes: number): Promise<number> {
    const learners = await this.deps.learnersOf(row.batch_id);
    const mentors =
      row.mentor_id !== null
        ? await this.deps.users.byIds([row.mentor_id])
        : await this.deps.staff.mentorsOf(row.batch_id);
    const people = new Map([...learners, ...mentors].map((person) => [person.id, person]));
    const optedOut = await this.repo.optedOut([...people.keys()]);
    const wanted = [...people.keys()].filter((id) => !optedOut.has(id));
    const learnerIds = new Set(learners.map((learner) => learner.id));
    return inTransaction(this.db, async (trx) => {
      const recorded = await this.repo.recordReminders(trx, row, offsetMinutes, wanted);
      for (const id of recorded) {
        const person = people.get(id)!;
        await this.deps.mail.enqueue(
          trx,
          classReminderMail(person.email, {
            title: row.title,
            startsAt: row.starts_at,
            offsetMinutes,
            dashboardUrl: this.dashboardUrl,
            unsubscribeHint: learnerIds.has(id),
          }),
        );
      }
      return recorded.length;
    });
  }

  /**
   * Sets a class's recording (the team, or a mentor of its batch). The first recording of a class
   * is mailed to its learners who missed it: marked absent or excused, or neither marked present
   * or late nor joined.
   */
  async setRecording(user: UserRow, classId: number, url: string): Promise<BatchClass> {
    const row = await this.repo.byId(classId);
    if (!row || !(await this.deps.staff.maySee(user, row.batch_id))) {
      throw new HttpError(404, NO_SUCH_CLASS);
    }
    const [learners, attendance] = await Promise.all([
      this.deps.learnersOf(row.batch_id),
      this.repo.attendanceOf(classId),
    ]);
    const attended = new Set(
      attendance
        .filter((each) =>
          each.status === null
            ? each.first_joined_at !== null
            : each.status === 'present' || each.status === 'late',
        )
        .map((each) => each.user_id),
    );
    await inTransaction(this.db, async (trx) => {
      if (!(await this.repo.setRecording(trx, classId, url))) return;
      for (const learner of learners.filter((each) => !attended.has(each.id))) {
        await this.deps.mail.enqueue(
          trx,
          recordingMail(learner.email, {
            title: row.title,
            startsAt: row.starts_at,
            recordingUrl: url,
            dashboardUrl: this.dashboardUrl,
          }),
        );
      }
    });
    return this.deps.toBatchClass((await this.repo.byId(classId))!);
  }

  /** Posts to a batch (the team, or one of its mentors) and mails its learners. */
  async announce(user: UserRow, batchId: number, body: string): Promise<Announcement> {
    const exists = (await this.deps.batches.byIds([batchId])).has(batchId);
    if (!exists || !(await this.deps.staff.maySee(user, batchId))) {
      throw new HttpError(404, NO_SUCH_BATCH);
    }
    const learners = await this.deps.learnersOf(batchId);
    const row = await inTransaction(this.db, async (trx) => {
      const saved = await this.repo.insertAnnouncement(trx, {
        batch_id: batchId,
        author_id: user.id,
        author_name: user.name,
        body,
      });
      for (const learner of learners) {
        await this.deps.mail.enqueue(
          trx,
          announcementMail(learner.email, {
            authorName: user.name,
            body,
            dashboardUrl: this.dashboardUrl,
          }),
        );
      }
      return saved;
    });
    return toAnnouncement(row);
  }
}

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  batchId: row.batch_id,
  authorName: row.author_name,
  body: row.body,
  createdAt: row.created_at,
});
