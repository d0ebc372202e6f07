import {
  CHANGE_NOTICE_HOURS,
  MAX_UPCOMING_SESSIONS,
  mentoringMessages,
  SESSION_MINUTES,
  type Availability,
  type BookableMentorsResponse,
  type Booking,
  type BookingsResponse,
  type bookingInputSchema,
  type scorecardInputSchema,
} from '@launchpad/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction, type Trx } from '../../db/unit-of-work.ts';
import { HttpError } from '../../http/errors.ts';
import type { ClassesService } from '../classes/service.ts';
import type { MailQueue } from '../mail/outbox.ts';
import type { StaffService } from '../staff/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { sessionInvite } from './invite.ts';
import { sessionMail, type SessionChange } from './mails.ts';
import type { BookingRow, MentoringRepo } from './repo.ts';
import { scheduledSlots } from './slots.ts';

type BookingInput = z.output<typeof bookingInputSchema>;
type ScorecardInput = z.output<typeof scorecardInputSchema>;

const MINUTE_MS = 60_000;
const NOTICE_MS = CHANGE_NOTICE_HOURS * 60 * MINUTE_MS;

/**
 * 1:1 sessions (issue #33). A mentor publishes weekly windows and days off; a learner books an
 * open slot of a mentor of one of their batches. One booking per slot is the database's partial
 * unique index, not a check here: of any number of learners racing for a slot, one gets it. The
 * learner may cancel or move it up to CHANGE_NOTICE_HOURS before, the mentor may cancel until it
 * starts; each change mails both with a calendar invite (or its cancellation) that updates the
 * event they hold. A mock interview gets a scorecard from its mentor once it has started.
 */
export class MentoringService {
  constructor(
    private readonly db: Db,
    private readonly repo: MentoringRepo,
    private readonly deps: {
      classes: Pick<ClassesService, 'learnerBatchIds'>;
      staff: Pick<StaffService, 'mentorsOf'>;
      users: Pick<UserService, 'byIds'>;
      mail: MailQueue;
      publicUrl: URL;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  availability(user: UserRow): Promise<Availability> {
    return this.repo.availabilityOf(user.id);
  }

  async setAvailability(user: UserRow, availability: Availability): Promise<Availability> {
    await inTransaction(this.db, (trx) => this.repo.setAvailability(trx, user.id, availability));
    return this.repo.availabilityOf(user.id);
  }

  /** The mentors of the learner's batches, each with the slots still open. */
  async bookableMentors(user: UserRow): Promise<BookableMentorsResponse> {
    const mentors = await this.mentorsFor(user);
    const now = this.now();
    return {
      mentors: await Promise.all(
        mentors.map(async (mentor) => ({
          mentorId: mentor.id,
          name: mentor.name,
          slots: await this.openSlotsOf(mentor.id, now),
        })),
      ),
    };
  }

  async mine(user: UserRow): Promise<BookingsResponse> {
    return this.listed(await this.repo.ofLearner(user.id));
  }

  async mentorSessions(user: UserRow): Promise<BookingsResponse> {
    return this.listed(await this.repo.ofMentor(user.id));
  }

  async book(user: UserRow, input: BookingInput): Promise<Booking> {
    const mentor = (await this.mentorsFor(user)).find((each) => each.id === input.mentorId);
    if (!mentor) throw new HttpError(404, mentoringMessages.noSuchMentor);
    const now = this.now();
    const startsAt = await this.scheduledStart(mentor.id, input.startsAt, now);
    if (await this.repo.learnerBusyAt(user.id, startsAt)) {
      throw new HttpError(409, mentoringMessages.youAreBusy);
    }
    if ((await this.repo.upcomingCount(user.id, now.toISOString())) >= MAX_UPCOMING_SESSIONS) {
      throw new HttpError(409, mentoringMessages.tooMany);
    }
    const row = await this.insertOrTaken(async (trx) => {
      const booked = await this.repo.insert(trx, {
        mentor_id: mentor.id,
        learner_id: user.id,
        kind: input.kind,
        starts_at: startsAt,
        ends_at: endOf(startsAt),
        topic: input.topic,
        status: 'booked',
        cancelled_by: null,
        cancelled_at: null,
        calendar_uid: `session-${randomUUID()}@${this.deps.publicUrl.host}`,
        calendar_sequence: 0,
        scorecard: null,
        created_at: now.toISOString(),
      });
      await this.mailBoth(trx, booked, 'booked', { learner: user, mentor });
      return booked;
    });
    return this.toBooking(
      row,
      new Map([
        [mentor.id, mentor.name],
        [user.id, user.name],
      ]),
      now,
    );
  }

  /** Cancels a session: its learner up to the notice, its mentor until it starts. */
  async cancel(user: UserRow, bookingId: number): Promise<Booking> {
    const { row, role, people } = await this.ownBooking(user, bookingId);
    const now = this.now();
    this.assertChangeable(row, role, now);
    await inTransaction(this.db, async (trx) => {
      if (!(await this.repo.cancel(trx, row.id, role, now.toISOString()))) {
        throw new HttpError(409, mentoringMessages.alreadyCancelled);
      }
      const cancelled = {
        ...row,
        status: 'cancelled' as const,
        calendar_sequence: row.calendar_sequence + 1,
      };
      await this.mailBoth(trx, cancelled, 'cancelled', people);
    });
    return this.toBooking((await this.repo.byId(row.id))!, namesOf(people), now);
  }

  /**
   * Moves the learner's session to another open slot of the same mentor: the old one is
   * cancelled and the new one booked in one unit of work, so a slot taken meanwhile leaves the
   * session where it was. The calendar event is the same, one sequence on.
   */
  async reschedule(user: UserRow, bookingId: number, wanted: string): Promise<Booking> {
    const { row, role, people } = await this.ownBooking(user, bookingId);
    if (role !== 'learner') throw new HttpError(404, mentoringMessages.noSuchSession);
    const now = this.now();
    this.assertChangeable(row, role, now);
    const startsAt = await this.scheduledStart(row.mentor_id, wanted, now);
    const moved = await this.insertOrTaken(async (trx) => {
      if (!(await this.repo.cancel(trx, row.id, 'learner', now.toISOString()))) {
        throw new HttpError(409, mentoringMessages.alreadyCancelled);
      }
      const next = await this.repo.insert(trx, {
        mentor_id: row.mentor_id,
        learner_id: row.learner_id,
        kind: row.kind,
        starts_at: startsAt,
        ends_at: endOf(startsAt),
        topic: row.topic,
        status: 'booked',
        cancelled_by: null,
        cancelled_at: null,
        calendar_uid: row.calendar_uid,
        calendar_sequence: row.calendar_sequence + 1,
        scorecard: null,
        created_at: now.toISOString(),
      });
      await this.mailBoth(trx, next, 'moved', people);
      return next;
    });
    return this.toBooking(moved, namesOf(people), now);
  }

  /** The session as an .ics file for either of its two people. */
  async invite(user: UserRow, bookingId: number): Promise<string> {
    const { row, people } = await this.ownBooking(user, bookingId);
    return this.inviteOf(row, people);
  }

  async saveScorecard(user: UserRow, bookingId: number, input: ScorecardInput): Promise<Booking> {
    const { row, role, people } = await this.ownBooking(user, bookingId);
    if (role !== 'mentor') throw new HttpError(404, mentoringMessages.noSuchSession);
    if (row.kind !== 'mock_interview') throw new HttpError(409, mentoringMessages.notInterview);
    if (row.status !== 'booked') throw new HttpError(409, mentoringMessages.alreadyCancelled);
    const now = this.now();
    if (row.starts_at > now.toISOString()) throw new HttpError(409, mentoringMessages.notYet);
    await inTransaction(this.db, async (trx) => {
      await this.repo.saveScorecard(trx, row.id, JSON.stringify(input));
      await this.deps.mail.enqueue(
        trx,
        sessionMail(people.learner.email, {
          change: 'scored',
          kind: row.kind,
          startsAt: row.starts_at,
          withName: people.mentor.name,
          topic: row.topic,
          url: this.dashboardUrl,
        }),
      );
    });
    return this.toBooking((await this.repo.byId(row.id))!, namesOf(people), now);
  }

  private get dashboardUrl(): string {
    return new URL('/dashboard', this.deps.publicUrl).href;
  }

  /** The mentors of the batches the learner is enrolled in, once each. */
  private async mentorsFor(user: UserRow): Promise<UserRow[]> {
    const batchIds = await this.deps.classes.learnerBatchIds(user);
    const mentors = (await Promise.all(batchIds.map((id) => this.deps.staff.mentorsOf(id)))).flat();
    return [...new Map(mentors.map((mentor) => [mentor.id, mentor])).values()].filter(
      (mentor) => mentor.id !== user.id,
    );
  }

  private async openSlotsOf(mentorId: number, now: Date) {
    const scheduled = scheduledSlots(await this.repo.availabilityOf(mentorId), now);
    const booked = await this.repo.bookedStarts(mentorId, now.toISOString());
    return scheduled.filter((slot) => !booked.has(slot.startsAt));
  }

  /** The start as stored, if the mentor's schedule offers it now; 409 otherwise. */
  private async scheduledStart(mentorId: number, wanted: string, now: Date): Promise<string> {
    const startsAt = new Date(wanted).toISOString();
    const offered = scheduledSlots(await this.repo.availabilityOf(mentorId), now);
    if (!offered.some((slot) => slot.startsAt === startsAt)) {
      throw new HttpError(409, mentoringMessages.slotNotOpen);
    }
    return startsAt;
  }

  /** Runs an insert's unit of work; the one-booking-per-slot index refusing it is a 409. */
  private async insertOrTaken(work: (trx: Trx) => Promise<BookingRow>): Promise<BookingRow> {
    try {
      return await inTransaction(this.db, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, mentoringMessages.slotTaken);
      throw error;
    }
  }

  /** A session the caller is the learner or the mentor of (404 for anyone else). */
  private async ownBooking(user: UserRow, bookingId: number) {
    const row = await this.repo.byId(bookingId);
    const role =
      row?.learner_id === user.id ? 'learner' : row?.mentor_id === user.id ? 'mentor' : null;
    if (!row || !role) throw new HttpError(404, mentoringMessages.noSuchSession);
    const [learner, mentor] = await Promise.all(
      [row.learner_id, row.mentor_id].map(async (id) => (await this.deps.users.byIds([id]))[0]),
    );
    if (!learner || !mentor) throw new HttpError(404, mentoringMessages.noSuchSession);
    return { row, role: role as 'learner' | 'mentor', people: { learner, mentor } };
  }

  private assertChangeable(row: BookingRow, role: 'learner' | 'mentor', now: Date): void {
    if (row.status !== 'booked') throw new HttpError(409, mentoringMessages.alreadyCancelled);
    const startsIn = Date.parse(row.starts_at) - now.getTime();
    if (startsIn <= 0) throw new HttpError(409, mentoringMessages.over);
    if (role === 'learner' && startsIn < NOTICE_MS) {
      throw new HttpError(409, mentoringMessages.tooLate);
    }
  }

  private inviteOf(row: BookingRow, people: { learner: UserRow; mentor: UserRow }): string {
    return sessionInvite({
      uid: row.calendar_uid,
      sequence: row.calendar_sequence,
      kind: row.kind,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      cancelled: row.status === 'cancelled',
      mentor: { name: people.mentor.name, email: people.mentor.email },
      learner: { name: people.learner.name, email: people.learner.email },
      topic: row.topic,
      url: this.dashboardUrl,
    });
  }

  /** Both people are mailed, each naming the other, with the same invite. */
  private async mailBoth(
    trx: Trx,
    row: BookingRow,
    change: SessionChange,
    people: { learner: UserRow; mentor: UserRow },
  ): Promise<void> {
    const ics = this.inviteOf(row, people);
    const sessionsUrl = new URL('/teaching/sessions', this.deps.publicUrl).href;
    for (const [to, withName, url] of [
      [people.learner.email, people.mentor.name, this.dashboardUrl],
      [people.mentor.email, people.learner.name, sessionsUrl],
    ] as const) {
      await this.deps.mail.enqueue(
        trx,
        sessionMail(to, {
          change,
          kind: row.kind,
          startsAt: row.starts_at,
          withName,
          topic: row.topic,
          url,
          ics,
        }),
      );
    }
  }

  private async listed(rows: BookingRow[]): Promise<BookingsResponse> {
    const users = await this.deps.users.byIds([
      ...new Set(rows.flatMap((row) => [row.learner_id, row.mentor_id])),
    ]);
    const names = new Map(users.map((each) => [each.id, each.name]));
    const now = this.now();
    const nowIso = now.toISOString();
    const upcoming = (row: BookingRow) => row.status === 'booked' && row.ends_at > nowIso;
    const ordered = [
      ...rows.filter(upcoming).sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
      ...rows
        .filter((row) => !upcoming(row))
        .sort((a, b) => b.starts_at.localeCompare(a.starts_at)),
    ];
    return { bookings: ordered.map((row) => this.toBooking(row, names, now)) };
  }

  private toBooking(row: BookingRow, names: Map<number, string>, now: Date): Booking {
    return {
      id: row.id,
      kind: row.kind,
      mentorId: row.mentor_id,
      mentorName: names.get(row.mentor_id) ?? 'A former mentor',
      learnerName: names.get(row.learner_id) ?? 'A former learner',
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      topic: row.topic,
      status: row.status,
      cancelledBy: row.cancelled_by,
      changeable: row.status === 'booked' && Date.parse(row.starts_at) - now.getTime() >= NOTICE_MS,
      scorecard: row.scorecard ? (JSON.parse(row.scorecard) as Booking['scorecard']) : null,
    };
  }
}

const endOf = (startsAt: string) =>
  new Date(Date.parse(startsAt) + SESSION_MINUTES * MINUTE_MS).toISOString();

const namesOf = (people: { learner: UserRow; mentor: UserRow }) =>
  new Map([
    [people.learner.id, people.learner.name],
    [people.mentor.id, people.mentor.name],
  ]);
