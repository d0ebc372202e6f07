import type {
  EnrollmentStatus,
  Batch,
  batchInputSchema,
  MyBatch,
  NextBatch,
  NextBatchResponse,
} from '@launchpad/contract';
import { PROGRAM_COURSE } from '@launchpad/contract';
import type { Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database, EnrollmentsTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { LeadsService } from '../leads/service.ts';
import type { UserRow } from '../users/service.ts';
import type { BatchesRepo, BatchRow } from './repo.ts';

type BatchValues = z.output<typeof batchInputSchema>;
type EnrollmentRow = Selectable<EnrollmentsTable>;

const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar day in India now (YYYY-MM-DD): batches start on days in India. */
export const todayInIndia = (now = new Date()) =>
  new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** An enrollment request and the dates of its batch (null while it has none). */
export interface EnrollmentWithBatch {
  enrollmentId: number;
  email: string;
  course: string;
  status: EnrollmentStatus;
  batchId: number | null;
  batchStartsOn: string | null;
  batchEndsOn: string | null;
}

export const NO_OPEN_BATCH =
  'No batch is open with a seat left. Create a batch (or add seats) on the Batches page first.';

/** Why a seat could not be taken in this batch. */
const noSeatMessage = (batch: BatchRow | undefined) =>
  batch?.status === 'closed' ? 'This batch is closed.' : 'This batch is full.';

/**
 * The program's batches and their seats (docs/decisions/0014-upi-payments-and-seats.md). A seat
 * is taken only by `takeSeat`, in the transaction that enrols the request.
 */
export class BatchesService {
  constructor(
    private readonly repo: BatchesRepo,
    private readonly leads: Pick<
      LeadsService,
      'assignBatch' | 'enrolledBatchIds' | 'enrollmentsInBatches' | 'enrollmentById' | 'setSeatHold'
    >,
  ) {}

  list(): Promise<Batch[]> {
    return this.repo.list();
  }

  create(values: BatchValues): Promise<Batch> {
    return this.repo.insert(values);
  }

  async update(id: number, values: BatchValues): Promise<Batch> {
    const updated = await this.repo.update(id, values);
    if (updated) return updated;
    const current = await this.repo.byId(id);
    if (!current) throw new HttpError(404, 'This batch does not exist.');
    throw new HttpError(400, 'Seats cannot be fewer than the seats already taken.', {
      seats: [`${current.seats_taken} seats are already taken in this batch.`],
    });
  }

  /** The public facts of the next open batch, or null when none is open. */
  async next(): Promise<NextBatchResponse> {
    const row = await this.repo.nextOpen(todayInIndia());
    return { batch: row ? toNextBatch(row) : null };
  }

  /** The id of the batch a new enrollment request is for (leads' hook), or null. */
  async nextOpenId(trx: Transaction<Database>): Promise<number | null> {
    return (await this.repo.nextOpen(todayInIndia(), trx))?.id ?? null;
  }

  /**
   * The batches a learner is enrolled in, with their class links: only for an account whose
   * address is verified, since the requests are matched by e-mail.
   */
  async mine(user: UserRow): Promise<MyBatch[]> {
    if (!user.email_verified_at) return [];
    const ids = await this.leads.enrolledBatchIds(user.email);
    const rows = [...(await this.repo.byIds(ids)).values()].sort((a, b) =>
      a.starts_on.localeCompare(b.starts_on),
    );
    return rows.map((row) => ({
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      schedule: row.schedule,
      classLink: row.class_link,
    }));
  }

  /**
   * Enrolling takes a seat in the request's batch (the next open one if it has none yet), in the
   * enrolment's transaction; a 409 rolls the whole change back. A request that holds a seat
   * ('payment pending') keeps it: the hold becomes the seat.
   */
  async takeSeatFor(trx: Transaction<Database>, enrollment: EnrollmentRow): Promise<void> {
    if (enrollment.seat_held_until !== null && enrollment.batch_id !== null) {
      await this.leads.setSeatHold(trx, enrollment.id, null);
      return;
    }
    const batchId = enrollment.batch_id ?? (await this.assignNextOpen(trx, enrollment.id));
    if (!(await this.repo.takeSeat(trx, batchId))) {
      throw new HttpError(409, noSeatMessage(await this.repo.byId(batchId, trx)));
    }
  }

  /**
   * Holds a seat for a request until `until` (its move to 'payment pending'), in the move's
   * transaction: a seat of its batch, else of the next open batch with one, which the request
   * moves to (nothing was paid yet). The seat is taken by the same conditional update as an
   * enrolment, so concurrent moves never hold more seats than a batch has; none left is a 409.
   */
  async holdSeatFor(
    trx: Transaction<Database>,
    enrollment: Pick<EnrollmentRow, 'id' | 'batch_id'>,
    until: string,
  ): Promise<BatchRow> {
    let batchId = enrollment.batch_id;
    if (batchId === null || !(await this.repo.takeSeat(trx, batchId))) {
      const next = await this.repo.nextOpen(todayInIndia(), trx);
      // Taken meanwhile by another move: that move holds it, and this one has none.
      if (!next || !(await this.repo.takeSeat(trx, next.id))) {
        throw new HttpError(409, NO_OPEN_BATCH);
      }
      batchId = next.id;
      if (batchId !== enrollment.batch_id)
        await this.leads.assignBatch(trx, enrollment.id, batchId);
    }
    await this.leads.setSeatHold(trx, enrollment.id, until);
    return (await this.repo.byId(batchId, trx))!;
  }

  /** Whether the batch is open with a seat left (read in the caller's transaction). */
  async hasSeat(trx: Transaction<Database>, batchId: number): Promise<boolean> {
    const batch = await this.repo.byId(batchId, trx);
    return batch?.status === 'open' && batch.seats_taken < batch.seats;
  }

  /**
   * Gives back the seat a request holds, if it holds one (a move back from 'payment pending', a
   * hold that ran out: `dueBy`). Answers whether a seat was freed.
   */
  async releaseHoldOf(
    trx: Transaction<Database>,
    enrollment: Pick<EnrollmentRow, 'id' | 'batch_id' | 'seat_held_until'>,
    dueBy?: string,
  ): Promise<boolean> {
    if (enrollment.seat_held_until === null || enrollment.batch_id === null) return false;
    if (!(await this.leads.setSeatHold(trx, enrollment.id, null, dueBy))) return false;
    await this.repo.releaseSeat(trx, enrollment.batch_id);
    return true;
  }

  /** Batches by id, for the payments the team and the learner see (in the caller's transaction when given). */
  /** The e-mail addresses of the requests enrolled in a batch (its learners, once verified). */
  async enrolledEmails(batchId: number): Promise<string[]> {
    const rows = await this.leads.enrollmentsInBatches([batchId], ['enrolled']);
    return [...new Set(rows.map((row) => row.email.toLowerCase()))];
  }

  /** The phone number each enrolled learner of a batch gave when asking to enrol, by e-mail. */
  async enrolledPhones(batchId: number): Promise<Map<string, string>> {
    const rows = await this.leads.enrollmentsInBatches([batchId], ['enrolled']);
    return new Map(
      rows.flatMap((row) =>
        row.phone_number ? [[row.email.toLowerCase(), row.phone_number] as const] : [],
      ),
    );
  }

  byIds(ids: readonly number[], trx?: Transaction<Database>): Promise<Map<number, BatchRow>> {
    return this.repo.byIds(ids, trx);
  }

  /**
   * Enrolled or closed requests of batches that ended before `today` (a day in India), newest
   * first, with their batch's dates: who may get a completion certificate.
   */
  async finishedEnrollments(today: string): Promise<EnrollmentWithBatch[]> {
    const batches = await this.repo.endedBefore(today);
    const rows = await this.leads.enrollmentsInBatches([...batches.keys()], ['enrolled', 'closed']);
    return rows
      .map((row) => withBatch(row, batches.get(row.batch_id!)))
      .sort((a, b) => b.batchEndsOn!.localeCompare(a.batchEndsOn!));
  }

  /** One request with its batch's dates (null without a batch), whatever its status. */
  async enrollmentWithBatch(id: number): Promise<EnrollmentWithBatch | undefined> {
    const row = await this.leads.enrollmentById(id);
    if (!row) return undefined;
    return withBatch(row, row.batch_id === null ? undefined : await this.repo.byId(row.batch_id));
  }

  private async assignNextOpen(trx: Transaction<Database>, enrollmentId: number) {
    const next = await this.repo.nextOpen(todayInIndia(), trx);
    if (!next) throw new HttpError(409, NO_OPEN_BATCH);
    await this.leads.assignBatch(trx, enrollmentId, next.id);
    return next.id;
  }
}

function withBatch(row: EnrollmentRow, batch: BatchRow | undefined): EnrollmentWithBatch {
  return {
    enrollmentId: row.id,
    email: row.email,
    course: row.course,
    status: row.status,
    batchId: row.batch_id,
    batchStartsOn: batch?.starts_on ?? null,
    batchEndsOn: batch?.ends_on ?? null,
  };
}

function toNextBatch(row: BatchRow): NextBatch {
  return {
    course: PROGRAM_COURSE,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    schedule: row.schedule,
    priceInr: row.price_inr,
    seatsLeft: row.seats - row.seats_taken,
  };
}

export type { BatchRow };
