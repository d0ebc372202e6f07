import type { PaymentStatus } from '@launchpad/contract';
import { PostgresAdapter, sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, PaymentsTable } from '../../db/schema.ts';

export type PaymentRow = Selectable<PaymentsTable>;
type Executor = Db | Transaction<Database>;

/** The first key of the PostgreSQL advisory lock that hands out receipt numbers one at a time. */
const RECEIPT_LOCK_SPACE = 0x72637074; // 'rcpt'

export class PaymentsRepo {
  constructor(private readonly db: Db) {}

  byEnrollment(trx: Executor, enrollmentId: number): Promise<PaymentRow | undefined> {
    return trx
      .selectFrom('payments')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .executeTakeFirst();
  }

  byId(id: number, db: Executor = this.db): Promise<PaymentRow | undefined> {
    return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byReference(reference: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  byUtr(utr: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('utr', '=', utr).executeTakeFirst();
  }

  /** The payments of this e-mail that are not confirmed yet. */
  /** Every payment asked of this address, oldest first (the learner's data export). */
  allFor(email: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .orderBy('id')
      .execute();
  }

  openFor(email: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .where('status', '!=', 'confirmed')
      .orderBy('id')
      .execute();
  }

  inStatus(status: PaymentStatus): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', status)
      .orderBy('utr_submitted_at')
      .orderBy('id')
      .execute();
  }

  async insert(
    trx: Transaction<Database>,
    values: Pick<PaymentRow, 'enrollment_id' | 'batch_id' | 'email' | 'amount_inr' | 'reference'>,
  ): Promise<PaymentRow> {
    const now = new Date().toISOString();
    return trx
      .insertInto('payments')
      .values({ ...values, status: 'awaiting_payment', created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A payment asked for again (the request came back to 'payment pending'): the batch's price now. */
  async reprice(
    trx: Transaction<Database>,
    id: number,
    batchId: number,
    amountInr: number,
  ): Promise<PaymentRow> {
    return trx
      .updateTable('payments')
      .set({ batch_id: batchId, amount_inr: amountInr, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Records the UTR unless the payment is confirmed or refunded meanwhile; the unique index
   * refuses reuse. `withoutSeat`: its request holds no seat, so the payment is flagged for the team
   * (a flag already set stays until the team resolves it).
   */
  submitUtr(id: number, utr: string, withoutSeat: boolean): Promise<PaymentRow | undefined> {
    const now = new Date().toISOString();
    return this.db
      .updateTable('payments')
      .set({
        utr,
        utr_submitted_at: now,
        status: 'submitted',
        updated_at: now,
        ...(withoutSeat ? { no_seat_at: sql<string>`coalesce(no_seat_at, ${now})` } : {}),
      })
      .where('id', '=', id)
      .where('status', 'not in', ['confirmed', 'refunded'])
      .returningAll()
      .executeTakeFirst();
  }

  /** Flags a submitted payment whose request has no seat to take (see PaymentsService.confirm). */
  async flagWithoutSeat(trx: Transaction<Database>, id: number): Promise<void> {
    const now = new Date().toISOString();
    await trx
      .updateTable('payments')
      .set({ no_seat_at: now, updated_at: now })
      .where('id', '=', id)
      .where('no_seat_at', 'is', null)
      .execute();
  }

  /**
   * What the team did about a flagged payment: 'moved' (it now holds a seat in `batchId`; the
   * flag goes, the team confirms next) or 'refunded'. Conditional, so it happens once.
   */
  resolveWithoutSeat(
    trx: Transaction<Database>,
    id: number,
    actorUserId: number,
    resolution: { kind: 'moved'; batchId: number } | { kind: 'refunded' },
  ) {
    const now = new Date().toISOString();
    return trx
      .updateTable('payments')
      .set({
        no_seat_at: null,
        resolution: resolution.kind,
        resolved_at: now,
        resolved_by: actorUserId,
        updated_at: now,
        ...(resolution.kind === 'moved'
          ? { batch_id: resolution.batchId }
          : { status: 'refunded' }),
      })
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .where('no_seat_at', 'is not', null)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * submitted → confirmed, in one conditional statement: of two confirmations at once, the
   * second finds no submitted row (PostgreSQL re-reads it after the first commits).
   */
  confirm(trx: Transaction<Database>, id: number, actorUserId: number) {
    const now = new Date().toISOString();
    return trx
      .updateTable('payments')
      .set({ status: 'confirmed', confirmed_at: now, confirmed_by: actorUserId, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .where('no_seat_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The next receipt number (1, 2, 3 …) given to this payment. On PostgreSQL a transaction lock
   * makes simultaneous confirmations take numbers one after the other (SQLite has one writer).
   */
  async assignReceipt(trx: Transaction<Database>, id: number): Promise<number> {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(${RECEIPT_LOCK_SPACE}, 0)`.execute(trx);
    }
    const { last } = await trx
      .selectFrom('payments')
      .select((eb) => eb.fn.max('receipt_number').as('last'))
      .executeTakeFirstOrThrow();
    const next = Number(last ?? 0) + 1;
    await trx.updateTable('payments').set({ receipt_number: next }).where('id', '=', id).execute();
    return next;
  }

  reject(trx: Transaction<Database>, id: number, actorUserId: number, reason: string) {
    const now = new Date().toISOString();
    return trx
      .updateTable('payments')
      .set({
        status: 'rejected',
        rejected_at: now,
        rejected_by: actorUserId,
        reject_reason: reason,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .returningAll()
      .executeTakeFirst();
  }
}
