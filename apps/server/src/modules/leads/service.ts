import {
  canMoveEnrollment,
  statusLabel,
  REPEAT_REQUEST_WINDOW_DAYS,
  type ProgramStanding,
  type ReferralStatus,
  encodePeopleCursor,
  type ContactMessageRecord,
  type PeopleFilter,
  type PeopleQuery,
  type PeoplePage,
  type PersonSummary,
  type contactMessageSchema,
  type Enrollment,
  type EnrollmentStatus,
  type enrollmentRequestSchema,
} from '@launchpad/contract';
import { PostgresAdapter, sql, type Selectable, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Database, EnrollmentsTable, LeadNotesTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { afterCommit, inTransaction, type Trx } from '../../db/unit-of-work.ts';
import { countRecentMails, type Mail, type MailQueue } from '../mail/outbox.ts';
import type { UserService } from '../users/service.ts';
import { cursorAfter, toPersonSummary } from './people-repo.ts';
import { sameMailbox } from './canonical-email.ts';
import type { LeadsRepo } from './repo.ts';
import {
  contactConfirmation,
  contactNotification,
  enrollmentConfirmation,
  enrollmentNotification,
} from '../mail/templates.ts';

/**
 * What a status change does besides the status itself (taking a seat on 'enrolled', asking for
 * payment on 'payment_pending'), run inside the change's transaction: if it throws, nothing
 * changes. Other modules (batches, payments) provide it; the inbox itself does none.
 */
export interface EnrollmentStatusEffects {
  apply(
    trx: Transaction<Database>,
    enrollment: Selectable<EnrollmentsTable>,
    to: EnrollmentStatus,
  ): Promise<void>;
}

const noEffects: EnrollmentStatusEffects = { apply: async () => {} };

/** The batch a new enrollment request is for (the next open one), or null (it waits for one). */
export type BatchForNewRequest = (trx: Transaction<Database>) => Promise<number | null>;

/** What other modules read of an enrollment request (payments name the learner by it). */
export interface EnrollmentSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  status: EnrollmentStatus;
  batchId: number | null;
  /** Until when it holds a seat of its batch ('payment pending'); null: it holds none. */
  seatHeldUntil: string | null;
}

type EnrollmentInput = z.output<typeof enrollmentRequestSchema>;
type ContactInput = z.output<typeof contactMessageSchema>;

/** At most this many confirmations go to one address per CONFIRMATION_WINDOW_MS. */
export const CONFIRMATIONS_PER_RECIPIENT = 3;
export const CONFIRMATION_WINDOW_MS = 24 * 3_600_000;
/** The first key of the PostgreSQL advisory locks that serialize confirmations per recipient. */
const CONFIRMATION_LOCK_SPACE = 0x6d61696c; // 'mail'
/** The first key of the locks that make one person's simultaneous requests one request. */
const REQUEST_LOCK_SPACE = 0x656e726f; // 'enro'

/**
 * Store first, mail second: each lead is a row, and its mails are outbox rows written in the same
 * transaction. If the mail server is down, nothing is lost; the outbox retries.
 *
 * The visitor's confirmation goes to an address they typed, so it carries none of their text and
 * at most CONFIRMATIONS_PER_RECIPIENT go to one address a day (unless `capConfirmations` is off,
 * as it is with RATE_LIMITS=off); beyond that the lead is still stored and the team still told.
 *
 * The team inbox lists people (leads grouped by e-mail) from the `people` table, which every
 * write to a lead, its status or its notes rewrites in its own transaction
 * (`repo.people.refresh`): a new way of changing a lead must do the same (decision 0013).
 */
export class LeadsService {
  constructor(
    private readonly db: Db,
    private readonly repo: LeadsRepo,
    private readonly users: UserService,
    private readonly teamEmails: readonly string[],
    private readonly mail: MailQueue,
    private readonly capConfirmations: boolean,
    private effects: EnrollmentStatusEffects = noEffects,
    private batchForNewRequest: BatchForNewRequest = async () => null,
  ) {}

  /** Set once at start by the module that owns the effects (it needs this service itself). */
  setStatusEffects(effects: EnrollmentStatusEffects): void {
    this.effects = effects;
  }

  /** Set once at start by the batches module (which builds on this one). */
  setBatchForNewRequest(batchFor: BatchForNewRequest): void {
    this.batchForNewRequest = batchFor;
  }

  /** Points a request at a batch, inside the caller's transaction (a status effect's). */
  assignBatch(trx: Transaction<Database>, enrollmentId: number, batchId: number): Promise<void> {
    return this.repo.assignBatch(trx, enrollmentId, batchId);
  }

  /** Sets (or, with null, ends) the request's seat hold; see LeadsRepo.setSeatHold. */
  setSeatHold(
    trx: Transaction<Database>,
    enrollmentId: number,
    until: string | null,
    dueBy?: string,
  ): Promise<boolean> {
    return this.repo.setSeatHold(trx, enrollmentId, until, dueBy);
  }

  /** 'payment pending' requests whose seat hold ended by `now`. */
  expiredSeatHolds(now: string): Promise<Array<{ id: number }>> {
    return this.repo.expiredSeatHolds(now);
  }

  /** The requests with these ids, by id (in the caller's transaction when given). */
  summaries(
    ids: readonly number[],
    trx?: Transaction<Database>,
  ): Promise<Map<number, EnrollmentSummary>> {
    return this.repo.summaries(trx ?? this.db, ids);
  }

  /** The batches of this e-mail's requests that are 'enrolled' now. */
  enrolledBatchIds(email: string): Promise<number[]> {
    return this.repo.enrolledBatchIds(email);
  }

  /** The team inbox. */
  listEnrollments(): Promise<Enrollment[]> {
    return this.repo.listEnrollments();
  }

  listContactMessages(): Promise<ContactMessageRecord[]> {
    return this.repo.listContactMessages();
  }

  /**
   * Moves an enrollment request along the pipeline (ENROLLMENT_TRANSITIONS), runs the move's
   * effects and logs it, all in one transaction with the row locked, so two team members changing
   * the same request one after the other see each other's change. Setting the status it already
   * has changes nothing and logs nothing. Undefined when there is no such request; a 409 when the
   * pipeline does not allow the move. Given a unit of work (a payment's confirmation), the move is
   * part of it and stands or falls with the rest.
   */
  async setEnrollmentStatus(
    id: number,
    to: EnrollmentStatus,
    actorUserId: number | null,
    outer?: Trx,
  ): Promise<Enrollment | undefined> {
    return inTransaction(outer ?? this.db, async (trx) => {
      const current = await this.repo.lockEnrollment(trx, id);
      if (!current) return undefined;
      if (current.status === to) return this.repo.toEnrollment(current);
      if (!canMoveEnrollment(current.status, to)) {
        throw new HttpError(
          409,
          `A request that is ${statusLabel(current.status)} cannot be moved to ${statusLabel(to)}.`,
        );
      }
      await this.effects.apply(trx, current, to);
      const updated = await this.repo.updateEnrollmentStatus(trx, id, to);
      await this.repo.logStatusChange(trx, {
        leadType: 'enrollment',
        leadId: id,
        email: current.email,
        actorUserId,
        from: current.status,
        to,
      });
      await this.repo.people.refresh(trx, current.email);
      this.enrollmentsChangedIn(trx, current.email);
      return updated;
    });
  }

  /**
   * Declares, inside a unit of work, that the enrollments of this e-mail changed: once it commits,
   * the user object of its account, if there is one (it lists the courses it is enrolled in and
   * where it stands), is dropped on every instance.
   */
  enrollmentsChangedIn(trx: Trx, email: string): void {
    afterCommit(trx, `enrollments of ${email} changed`, async () => {
      const account = await this.users.findByEmail(email);
      if (account) await this.users.changed(account.id);
    });
  }

  /** Contact messages move freely between their three statuses; every change is logged. */
  async setContactStatus(
    id: number,
    to: ContactMessageRecord['status'],
    actorUserId: number | null,
  ): Promise<ContactMessageRecord | undefined> {
    return inTransaction(this.db, async (trx) => {
      const current = await this.repo.lockContactMessage(trx, id);
      if (!current) return undefined;
      if (current.status === to) return this.repo.toContactMessage(current);
      const updated = await this.repo.updateContactStatus(trx, id, to);
      await this.repo.logStatusChange(trx, {
        leadType: 'contact',
        leadId: id,
        email: current.email,
        actorUserId,
        from: current.status,
        to,
      });
      await this.repo.people.refresh(trx, current.email);
      return updated;
    });
  }

  /**
   * The team inbox by person: one page of the filter, in its order, after the cursor; a cursor
   * for the next page unless this is the last.
   */
  async listPeople(query: PeopleQuery, pageSize: number): Promise<PeoplePage> {
    const { cursor, ...filter } = query;
    const rows = await this.repo.people.page(filter, cursor, pageSize + 1);
    const page = rows.slice(0, pageSize);
    return {
      people: page.map(toPersonSummary),
      nextCursor:
        rows.length > pageSize ? encodePeopleCursor(cursorAfter(filter.sort, page.at(-1)!)) : null,
    };
  }

  /** Every person of the filter, a chunk at a time (one query each), for the CSV export. */
  async *allPeople(filter: PeopleFilter, chunkSize: number): AsyncGenerator<PersonSummary[]> {
    for await (const rows of this.repo.people.chunks(filter, chunkSize)) {
      yield rows.map(toPersonSummary);
    }
  }

  /**
   * Everything stored about one person of the inbox, or undefined: their row, their leads and
   * the status changes and notes about them, newest first. Actors and authors are user ids.
   */
  async person(id: number) {
    const row = await this.repo.people.findById(id);
    if (!row) return undefined;
    const [{ enrollments, contacts }, activity, notes] = await Promise.all([
      this.repo.people.leadsOf(row.email),
      this.repo.people.activityOf(row.email),
      this.repo.people.notesOf(row.email),
    ]);
    return {
      person: toPersonSummary(row),
      enrollments: enrollments.map(this.repo.toEnrollment),
      contactMessages: contacts.map(this.repo.toContactMessage),
      activity: activity.map((change) => ({
        leadType: change.lead_type,
        leadId: change.lead_id,
        from: change.from_status,
        to: change.to_status,
        actorUserId: change.actor_user_id,
        at: change.created_at,
      })),
      notes: notes.map(toNote),
    };
  }

  /** Adds a note about a person (undefined if there is no such person); notes are never changed. */
  async addNote(personId: number, authorUserId: number, body: string) {
    return inTransaction(this.db, async (trx) => {
      const row = await this.repo.people.findById(personId, trx);
      if (!row) return undefined;
      const note = await this.repo.people.addNote(trx, {
        email: row.email,
        authorUserId,
        body,
        createdAt: new Date().toISOString(),
      });
      await this.repo.people.refresh(trx, row.email);
      return toNote(note);
    });
  }

  /**
   * The courses an e-mail is enrolled in: an enrollment marked 'enrolled' counts for the account
   * with that e-mail whenever it exists, before or after the team marked it.
   */
  enrolledCourses(email: string): Promise<string[]> {
    return this.repo.enrolledCourses(email);
  }

  /**
   * Where an e-mail's requests stand with the program: 'enrolled' over 'payment_pending' over
   * 'requested' (new or contacted); null when none is open (lost, or a batch that is over).
   */
  async programStanding(email: string): Promise<ProgramStanding | null> {
    const statuses = new Set(await this.repo.statusesOf(email));
    if (statuses.has('enrolled')) return 'enrolled';
    if (statuses.has('payment_pending')) return 'payment_pending';
    if (statuses.has('new') || statuses.has('contacted')) return 'requested';
    return null;
  }

  /**
   * How many of the requests this user referred reached 'enrolled' (and stay counted once their
   * batch is over and they are 'closed'): one per request, never the referrer's own (decision 0005).
   */
  countSuccessfulReferrals(userId: number): Promise<number> {
    return this.repo.countSuccessfulReferrals(userId);
  }

  /** Requests in these batches with one of these statuses, newest first (stored rows). */
  enrollmentsInBatches(batchIds: readonly number[], statuses: readonly EnrollmentStatus[]) {
    return this.repo.enrollmentsInBatches(batchIds, statuses);
  }

  /** One request as stored, whatever its status. */
  enrollmentById(id: number) {
    return this.repo.enrollmentById(id);
  }

  /** Everything sent from this e-mail address, as stored (the learner's data export). */
  async exportFor(email: string) {
    const [enrollments, contactMessages] = await Promise.all([
      this.repo.rowsFrom('enrollments', email),
      this.repo.rowsFrom('contact_messages', email),
    ]);
    return { enrollments, contactMessages };
  }

  /**
   * Stores an enrollment request and queues its mails, unless the same e-mail asked within
   * REPEAT_REQUEST_WINDOW_DAYS: then the earlier request counts the repeat, nobody is mailed again,
   * and the answer says so (`repeat`). On PostgreSQL a transaction lock on the address makes two
   * simultaneous requests from one person one request and one repeat.
   */
  async createEnrollment(input: EnrollmentInput): Promise<{ repeat: boolean }> {
    const now = new Date();
    const referral = await this.referralOf(input.referralCode, input.email);
    const repeat = await inTransaction(this.db, async (trx) => {
      await lockPerAddress(trx, REQUEST_LOCK_SPACE, input.email);
      const since = new Date(now.getTime() - REPEAT_REQUEST_WINDOW_DAYS * DAY_MS).toISOString();
      if (await this.repo.countRepeat(trx, input.email, since, now.toISOString())) {
        await this.repo.people.refresh(trx, input.email);
        return true;
      }
      const batchId = await this.batchForNewRequest(trx);
      await trx
        .insertInto('enrollments')
        .values({
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          designation: input.designation ?? null,
          phone_number: input.phoneNumber ?? null,
          referral_code: input.referralCode ?? null,
          course: input.course,
          referrer_user_id: referral.referrerId,
          referral_status: referral.status,
          batch_id: batchId,
          status: 'new',
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      for (const team of this.teamEmails)
        await this.mail.enqueue(trx, enrollmentNotification(team, input));
      await this.queueConfirmation(trx, enrollmentConfirmation(input.email));
      await this.repo.people.refresh(trx, input.email);
      // The requester's account, if any, now stands as 'requested'.
      this.enrollmentsChangedIn(trx, input.email);
      return false;
    });
    return { repeat };
  }

  async createContactMessage(input: ContactInput): Promise<void> {
    const now = new Date().toISOString();
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('contact_messages')
        .values({
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          status: 'new',
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const team of this.teamEmails)
        await this.mail.enqueue(trx, contactNotification(team, input));
      await this.queueConfirmation(trx, contactConfirmation(input.email));
      await this.repo.people.refresh(trx, input.email);
    });
  }

  /**
   * Queues a confirmation unless its recipient already got CONFIRMATIONS_PER_RECIPIENT in the
   * window. On PostgreSQL a transaction lock on the address makes two simultaneous submissions
   * count one after the other (SQLite runs one transaction at a time anyway).
   */
  private async queueConfirmation(trx: Trx, mail: Mail): Promise<void> {
    if (this.capConfirmations) {
      await lockPerAddress(trx, CONFIRMATION_LOCK_SPACE, mail.to);
      const since = new Date(Date.now() - CONFIRMATION_WINDOW_MS).toISOString();
      const count = await countRecentMails(trx, { to: mail.to, kind: 'confirmation', since });
      if (count >= CONFIRMATIONS_PER_RECIPIENT) return;
    }
    await this.mail.enqueue(trx, mail);
  }

  /**
   * What a request's referral code is: a learner's (the referrer, credited once the request is
   * enrolled), no learner's ('unknown', flagged in the inbox) or the requester's own ('own', also
   * from an alias of the referrer's address); never credited but to another learner.
   */
  private async referralOf(
    code: string | undefined,
    requesterEmail: string,
  ): Promise<{ referrerId: number | null; status: ReferralStatus | null }> {
    if (!code) return { referrerId: null, status: null };
    const referrer = await this.users.findByReferralCode(code.trim().toUpperCase());
    if (!referrer) return { referrerId: null, status: 'unknown' };
    // One person, however the address is written: case, a +tag, Gmail's dots (issue #30).
    if (sameMailbox(referrer.email, requesterEmail)) return { referrerId: null, status: 'own' };
    return { referrerId: referrer.id, status: 'credited' };
  }
}

const DAY_MS = 24 * 3_600_000;

/**
 * On PostgreSQL, a lock on one e-mail address until the transaction ends, so two transactions
 * about the same address run one after the other (SQLite runs one write transaction at a time).
 */
async function lockPerAddress(trx: Transaction<Database>, space: number, email: string) {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${space}, hashtext(${email.toLowerCase()}))`.execute(
      trx,
    );
  }
}

const toNote = (row: Selectable<LeadNotesTable>) => ({
  id: row.id,
  body: row.body,
  authorUserId: row.author_user_id,
  createdAt: row.created_at,
});
