import { randomBytes } from 'node:crypto';
import {
  classTitleOfWeek,
  JOIN_OPENS_MINUTES_BEFORE,
  MAX_CLASSES_PER_BATCH,
  type AttendanceStatus,
  type BatchAttendance,
  type BatchClass,
  type BatchClassesResponse,
  type ClassSchedule,
  type MyClass,
  type MyClassesResponse,
  type Roster,
  type RosterUpdate,
  type WeekdayCode,
  type classScheduleInputSchema,
  type classUpdateSchema,
  type newClassSchema,
} from '@launchpad/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction, type Trx } from '../../db/unit-of-work.ts';
import { HttpError } from '../../http/errors.ts';
import { hashToken } from '../auth/sessions.ts';
import type { BatchesService } from '../batches/service.ts';
import type { LeadsService } from '../leads/service.ts';
import type { StaffService } from '../staff/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { calendarFeed, type CalendarClass } from './calendar-feed.ts';
import type { AttendanceRow, ClassesRepo, ClassRow, ClassScheduleRow } from './repo.ts';
import { NO_SUCH_BATCH, NO_SUCH_CLASS } from './not-found.ts';
import { toAnnouncement } from './notices.ts';
import { classesFromRule } from './schedule.ts';

type ScheduleInput = z.output<typeof classScheduleInputSchema>;
type ClassChange = z.output<typeof classUpdateSchema>;
type NewClassInput = z.output<typeof newClassSchema>;

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 86_400_000;

/** Wall-clock time in a zone to its UTC instant: 1:1 slots are cut the way classes are. */
export { wallClockToUtc } from './schedule.ts';
export { NO_SUCH_BATCH, NO_SUCH_CLASS };

/**
 * A batch's classes (issue #32): made from the schedule the team sets once, moved, cancelled or
 * added one by one; Join and attendance; each person's calendar feed. A mentor sees only the
 * batches they teach (StaffService.maySee): any other batch or class answers 404, as if it did
 * not exist.
 */
export class ClassesService {
  constructor(
    private readonly db: Db,
    private readonly repo: ClassesRepo,
    private readonly deps: {
      batches: Pick<BatchesService, 'byIds' | 'enrolledEmails'>;
      leads: Pick<LeadsService, 'enrolledBatchIds'>;
      users: Pick<UserService, 'verifiedByEmails' | 'byIds' | 'findById'>;
      staff: Pick<StaffService, 'maySee' | 'visibleBatchIds' | 'taughtBatchIds'>;
      publicUrl: URL;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Sets a batch's schedule and makes its classes from it, from the batch's first day to its last.
   * Saving it again re-times every class still to come from the new rule: a day the rule no longer
   * has is cancelled, a new day gets a class, each change raising the class's SEQUENCE. Classes
   * already held stay as they were, and so do titles the team changed.
   */
  async setSchedule(batchId: number, input: ScheduleInput): Promise<BatchClassesResponse> {
    const batch = (await this.deps.batches.byIds([batchId])).get(batchId);
    if (!batch) throw new HttpError(404, NO_SUCH_BATCH);
    await this.checkMentor(input.mentorId, batchId);
    const planned = classesFromRule({
      firstDay: batch.starts_on,
      lastDay: batch.ends_on,
      weekdays: input.weekdays,
      startTime: input.startTime,
      endTime: input.endTime,
      timeZone: input.timeZone,
      holidays: input.holidays,
    });
    if (planned.length > MAX_CLASSES_PER_BATCH) {
      throw new HttpError(400, `A batch can have at most ${MAX_CLASSES_PER_BATCH} classes.`, {
        weekdays: [`This rule gives ${planned.length} classes between the batch's dates.`],
      });
    }
    const now = this.now().toISOString();
    await inTransaction(this.db, async (trx) => {
      await this.repo.saveSchedule(trx, {
        batch_id: batchId,
        weekdays: input.weekdays.join(','),
        start_time: input.startTime,
        end_time: input.endTime,
        time_zone: input.timeZone,
        holidays: [...new Set(input.holidays)].sort().join(','),
        meeting_link: input.meetingLink,
        mentor_id: input.mentorId,
        updated_at: now,
      });
      const existing = new Map(
        (await this.repo.ofBatches([batchId], trx))
          .filter((row) => row.rule_day !== null)
          .map((row) => [row.rule_day!, row]),
      );
      const firstDay = Date.parse(`${batch.starts_on}T00:00:00Z`);
      for (const each of planned) {
        const wanted = {
          starts_at: each.startsAt,
          ends_at: each.endsAt,
          time_zone: input.timeZone,
          meeting_link: input.meetingLink,
          mentor_id: input.mentorId,
        };
        const row = existing.get(each.day);
        existing.delete(each.day);
        if (!row) {
          const week = Math.floor((Date.parse(`${each.day}T00:00:00Z`) - firstDay) / WEEK_MS) + 1;
          await this.repo.insert(trx, {
            ...wanted,
            batch_id: batchId,
            uid: newUid(),
            rule_day: each.day,
            title: classTitleOfWeek(week),
            created_at: now,
            updated_at: now,
          });
        } else if (row.starts_at > now && (differs(row, wanted) || row.cancelled_at !== null)) {
          await this.repo.change(trx, row.id, { ...wanted, cancelled_at: null });
        }
      }
      // Days the rule no longer has: their classes still to come are cancelled, not deleted, so
      // calendars that hold them take them off.
      for (const row of existing.values()) {
        if (row.starts_at > now && row.cancelled_at === null) {
          await this.repo.change(trx, row.id, { cancelled_at: now });
        }
      }
    });
    return this.ofBatch(batchId);
  }

  /** A batch's schedule and classes, for the team or a mentor who teaches it. */
  async forStaff(user: UserRow, batchId: number): Promise<BatchClassesResponse> {
    if (!(await this.deps.staff.maySee(user, batchId))) throw new HttpError(404, NO_SUCH_BATCH);
    const batch = (await this.deps.batches.byIds([batchId])).get(batchId);
    if (!batch) throw new HttpError(404, NO_SUCH_BATCH);
    return this.ofBatch(batchId);
  }

  private async ofBatch(batchId: number): Promise<BatchClassesResponse> {
    const [schedule, rows] = await Promise.all([
      this.repo.schedule(batchId),
      this.repo.ofBatches([batchId]),
    ]);
    return {
      schedule: schedule ? toSchedule(schedule) : null,
      classes: await this.toBatchClasses(rows),
    };
  }

  async add(batchId: number, input: NewClassInput): Promise<BatchClass> {
    const batch = (await this.deps.batches.byIds([batchId])).get(batchId);
    if (!batch) throw new HttpError(404, NO_SUCH_BATCH);
    await this.checkMentor(input.mentorId, batchId);
    const now = this.now().toISOString();
    const row = await this.repo.insert(this.db, {
      batch_id: batchId,
      uid: newUid(),
      rule_day: null,
      starts_at: new Date(input.startsAt).toISOString(),
      ends_at: new Date(input.endsAt).toISOString(),
      time_zone: input.timeZone,
      title: input.title,
      meeting_link: input.meetingLink,
      mentor_id: input.mentorId,
      created_at: now,
      updated_at: now,
    });
    return (await this.toBatchClasses([row]))[0]!;
  }

  /** Moves, renames, relinks or cancels one class; a change raises its SEQUENCE. */
  async update(id: number, change: ClassChange): Promise<BatchClass> {
    const row = await this.repo.byId(id);
    if (!row) throw new HttpError(404, NO_SUCH_CLASS);
    const startsAt = change.startsAt ? new Date(change.startsAt).toISOString() : row.starts_at;
    const endsAt = change.endsAt ? new Date(change.endsAt).toISOString() : row.ends_at;
    if (endsAt <= startsAt) {
      throw new HttpError(400, 'The end must be after the start.', {
        endsAt: ['The end must be after the start'],
      });
    }
    if (change.mentorId !== undefined) await this.checkMentor(change.mentorId, row.batch_id);
    const wanted = {
      title: change.title ?? row.title,
      starts_at: startsAt,
      ends_at: endsAt,
      meeting_link: change.meetingLink === undefined ? row.meeting_link : change.meetingLink,
      mentor_id: change.mentorId === undefined ? row.mentor_id : change.mentorId,
      cancelled_at:
        change.cancelled === undefined
          ? row.cancelled_at
          : change.cancelled
            ? (row.cancelled_at ?? this.now().toISOString())
            : null,
    };
    const changed = differs(row, wanted) || wanted.cancelled_at !== row.cancelled_at;
    const saved = changed ? await this.repo.change(this.db, id, wanted) : row;
    return (await this.toBatchClasses([saved]))[0]!;
  }

  /** The classes of the learner's batches (verified e-mail only), with their own attendance. */
  async mine(user: UserRow): Promise<MyClassesResponse> {
    const batchIds = await this.learnerBatchIds(user);
    const rows = await this.repo.ofBatches(batchIds);
    const attendance = new Map(
      (
        await this.repo.learnerAttendance(
          user.id,
          rows.map((row) => row.id),
        )
      ).map((row) => [row.class_id, row]),
    );
    const now = this.now().toISOString();
    const next = rows.find((row) => row.cancelled_at === null && row.ends_at > now);
    const [optedOut, announcements] = await Promise.all([
      this.repo.optedOut([user.id]),
      this.repo.announcementsOf(batchIds),
    ]);
    return {
      remindersOn: !optedOut.has(user.id),
      announcements: announcements.map(toAnnouncement),
      classes: rows.map((row): MyClass => ({
        id: row.id,
        title: row.title,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        timeZone: row.time_zone,
        cancelled: row.cancelled_at !== null,
        attendance: attendanceOf(attendance.get(row.id)),
        recordingUrl: row.recording_url,
      })),
      nextClassId: next?.id ?? null,
    };
  }

  /**
   * Join: from 15 minutes before the start to the end, records the learner's first join (the
   * roster starts from it) and gives them the meeting link.
   */
  async join(user: UserRow, classId: number): Promise<{ meetingLink: string }> {
    const row = await this.repo.byId(classId);
    if (!row || !(await this.learnerBatchIds(user)).includes(row.batch_id)) {
      throw new HttpError(404, NO_SUCH_CLASS);
    }
    if (row.cancelled_at !== null) throw new HttpError(409, 'This class was cancelled.');
    const now = this.now();
    const opens = Date.parse(row.starts_at) - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS;
    if (now.getTime() < opens) {
      throw new HttpError(
        409,
        `Join opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the class starts.`,
      );
    }
    if (now.toISOString() >= row.ends_at) throw new HttpError(409, 'This class has ended.');
    if (!row.meeting_link) {
      throw new HttpError(409, 'This class has no meeting link yet. Please ask the team.');
    }
    await this.repo.recordJoin(classId, user.id, now.toISOString());
    return { meetingLink: row.meeting_link };
  }

  /** A class's roster: the batch's learners with a verified account, their joins and marks. */
  async roster(user: UserRow, classId: number): Promise<Roster> {
    const row = await this.staffClass(user, classId);
    const [learners, attendance] = await Promise.all([
      this.learnersOf(row.batch_id),
      this.repo.attendanceOf(classId),
    ]);
    const byLearner = new Map(attendance.map((each) => [each.user_id, each]));
    const marked = attendance.map((each) => each.marked_at).filter((at) => at !== null);
    return {
      class: (await this.toBatchClasses([row]))[0]!,
      learners: learners.map((learner) => {
        const entry = byLearner.get(learner.id);
        return {
          userId: learner.id,
          name: learner.name,
          email: learner.email,
          firstJoinedAt: entry?.first_joined_at ?? null,
          status: entry?.status ?? null,
        };
      }),
      savedAt: marked.length > 0 ? marked.sort().at(-1)! : null,
    };
  }

  async saveRoster(user: UserRow, classId: number, update: RosterUpdate): Promise<Roster> {
    const row = await this.staffClass(user, classId);
    const learnerIds = new Set((await this.learnersOf(row.batch_id)).map((learner) => learner.id));
    const strangers = update.marks.filter((mark) => !learnerIds.has(mark.userId));
    if (strangers.length > 0) {
      throw new HttpError(400, 'Only learners of this batch can be marked.', {
        marks: [`Not learners of this batch: ${strangers.map((mark) => mark.userId).join(', ')}.`],
      });
    }
    await inTransaction(this.db, (trx: Trx) => this.repo.mark(trx, classId, update.marks, user.id));
    return this.roster(user, classId);
  }

  /** Turns the caller's class reminders on or off. */
  async setReminders(user: UserRow, enabled: boolean): Promise<{ enabled: boolean }> {
    await this.repo.setReminders(user.id, enabled);
    return { enabled };
  }

  /** Each learner's marks over the batch's classes held so far (ended, not cancelled). */
  async batchAttendance(user: UserRow, batchId: number): Promise<BatchAttendance> {
    if (!(await this.deps.staff.maySee(user, batchId))) throw new HttpError(404, NO_SUCH_BATCH);
    const [learners, { classesHeld, countsOf }] = await Promise.all([
      this.learnersOf(batchId),
      this.attendanceCounts(batchId),
    ]);
    return {
      classesHeld,
      learners: learners.map((learner) => {
        const counts = countsOf(learner.id);
        const marked = counts.present + counts.late + counts.absent + counts.excused;
        return {
          userId: learner.id,
          name: learner.name,
          email: learner.email,
          ...counts,
          unmarked: classesHeld - marked,
        };
      }),
    };
  }

  /**
   * A batch's classes held so far (over, not cancelled) and each learner's marks over them: the
   * roster's mark, or 'present' for a learner who joined where none was saved.
   */
  async attendanceCounts(batchId: number) {
    const now = this.now().toISOString();
    const held = (await this.repo.ofBatches([batchId])).filter(
      (row) => row.cancelled_at === null && row.ends_at <= now,
    );
    const marks = await this.repo.attendanceOfClasses(held.map((row) => row.id));
    // Grouped once: a batch of 100 over 40 classes is 4,000 marks, read per learner.
    const byLearner = new Map<number, typeof marks>();
    for (const mark of marks)
      byLearner.set(mark.user_id, [...(byLearner.get(mark.user_id) ?? []), mark]);
    return {
      classesHeld: held.length,
      countsOf(userId: number): Record<AttendanceStatus, number> {
        const counts = { present: 0, late: 0, absent: 0, excused: 0 };
        for (const mark of byLearner.get(userId) ?? []) {
          const status = attendanceOf(mark);
          if (status) counts[status] += 1;
        }
        return counts;
      },
      /**
       * How many of the latest classes held in a row the learner was marked absent in (the
       * cockpit's risk: a learner drifting away, not one who missed a few over months).
       */
      absentInARow(userId: number): number {
        const status = new Map(
          (byLearner.get(userId) ?? []).map((mark) => [mark.class_id, attendanceOf(mark)]),
        );
        let count = 0;
        // `held` is in time order: walk back from the latest.
        for (let at = held.length - 1; at >= 0; at -= 1) {
          const mark = status.get(held[at]!.id);
          if (mark === 'excused') continue;
          if (mark !== 'absent') break;
          count += 1;
        }
        return count;
      },
      /** The learner's latest Join of a class held, or null. */
      lastJoinedAt(userId: number): string | null {
        const joins = (byLearner.get(userId) ?? []).flatMap((mark) =>
          mark.first_joined_at ? [mark.first_joined_at] : [],
        );
        return joins.length > 0 ? joins.reduce((a, b) => (a > b ? a : b)) : null;
      },
    };
  }

  /** A new private feed address for the caller's classes; the previous one stops working. */
  async resetFeed(user: UserRow): Promise<{ url: string }> {
    const token = randomBytes(32).toString('base64url');
    await this.repo.setFeedToken(user.id, hashToken(token));
    return { url: new URL(`/calendar/${token}.ics`, this.deps.publicUrl).href };
  }

  /** The feed of a token's owner: their batches' classes as a learner and as a mentor. */
  async feed(token: string): Promise<string | undefined> {
    const userId = await this.repo.feedOwner(hashToken(token));
    const user = userId === undefined ? undefined : await this.deps.users.findById(userId);
    if (!user) return undefined;
    const batchIds = [
      ...new Set([
        ...(await this.learnerBatchIds(user)),
        ...(await this.deps.staff.taughtBatchIds(user)),
      ]),
    ];
    const rows = await this.repo.ofBatches(batchIds);
    return calendarFeed('Frontend Launchpad classes', rows.map(toCalendarClass));
  }

  /** One class as an .ics file, for its learners and for staff who may see its batch. */
  async calendarFile(user: UserRow, classId: number): Promise<string> {
    const row = await this.repo.byId(classId);
    const mayRead =
      row !== undefined &&
      ((await this.learnerBatchIds(user)).includes(row.batch_id) ||
        (await this.deps.staff.maySee(user, row.batch_id)));
    if (!row || !mayRead) throw new HttpError(404, NO_SUCH_CLASS);
    return calendarFeed(row.title, [toCalendarClass(row)]);
  }

  /** The batches a learner is enrolled in, matched by e-mail: only once they proved it. */
  async learnerBatchIds(user: UserRow): Promise<number[]> {
    if (!user.email_verified_at) return [];
    return this.deps.leads.enrolledBatchIds(user.email);
  }

  /** A batch's learners: the verified accounts of its enrolled requests' addresses, by name. */
  async learnersOf(batchId: number): Promise<UserRow[]> {
    return this.deps.users.verifiedByEmails(await this.deps.batches.enrolledEmails(batchId));
  }

  /** The class, if this member of staff may see its batch; 404 otherwise, as for no class. */
  private async staffClass(user: UserRow, classId: number): Promise<ClassRow> {
    const row = await this.repo.byId(classId);
    if (!row || !(await this.deps.staff.maySee(user, row.batch_id))) {
      throw new HttpError(404, NO_SUCH_CLASS);
    }
    return row;
  }

  /** A class's mentor must be a mentor of its batch (or on the team). */
  private async checkMentor(mentorId: number | null, batchId: number): Promise<void> {
    if (mentorId === null) return;
    const mentor = await this.deps.users.findById(mentorId);
    if (!mentor || !(await this.deps.staff.maySee(mentor, batchId))) {
      throw new HttpError(400, 'This person does not teach this batch.', {
        mentorId: ['Choose a mentor of this batch (Team → Staff assigns batches).'],
      });
    }
  }

  /** One class as the team and its batch's mentors see it. */
  async batchClassOf(row: ClassRow): Promise<BatchClass> {
    return (await this.toBatchClasses([row]))[0]!;
  }

  private async toBatchClasses(rows: readonly ClassRow[]): Promise<BatchClass[]> {
    const mentorIds = [...new Set(rows.map((row) => row.mentor_id).filter((id) => id !== null))];
    const names = new Map(
      (await this.deps.users.byIds(mentorIds)).map((mentor) => [mentor.id, mentor.name]),
    );
    return rows.map((row) => ({
      id: row.id,
      batchId: row.batch_id,
      title: row.title,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      timeZone: row.time_zone,
      meetingLink: row.meeting_link,
      mentorId: row.mentor_id,
      mentorName: row.mentor_id === null ? null : (names.get(row.mentor_id) ?? null),
      cancelled: row.cancelled_at !== null,
      sequence: row.sequence,
      recordingUrl: row.recording_url,
    }));
  }
}

/** A class's calendar identity: random, so it says nothing about the batch or the site's size. */
const newUid = () => `class-${randomBytes(12).toString('base64url')}@frontend-launchpad`;

function differs(
  row: ClassRow,
  wanted: Partial<
    Pick<ClassRow, 'title' | 'starts_at' | 'ends_at' | 'time_zone' | 'meeting_link' | 'mentor_id'>
  >,
): boolean {
  return (Object.keys(wanted) as Array<keyof typeof wanted>).some(
    (key) => row[key] !== wanted[key],
  );
}

/** What the learner sees: the mentor's mark, else 'present' once they joined. */
function attendanceOf(row: AttendanceRow | undefined): AttendanceStatus | null {
  if (!row) return null;
  return row.status ?? (row.first_joined_at ? 'present' : null);
}

const toSchedule = (row: ClassScheduleRow): ClassSchedule => ({
  weekdays: row.weekdays.split(',') as WeekdayCode[],
  startTime: row.start_time,
  endTime: row.end_time,
  timeZone: row.time_zone,
  holidays: row.holidays ? row.holidays.split(',') : [],
  meetingLink: row.meeting_link,
  mentorId: row.mentor_id,
});

const toCalendarClass = (row: ClassRow): CalendarClass => ({
  uid: row.uid,
  title: row.title,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  sequence: row.sequence,
  cancelled: row.cancelled_at !== null,
  meetingLink: row.meeting_link,
  updatedAt: row.updated_at,
});
