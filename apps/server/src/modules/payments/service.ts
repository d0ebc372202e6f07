import {
  formatReceiptNumber,
  type EnrollmentStatus,
  type MyPayment,
  type Payment,
  type PaymentStatus,
} from '@launchpad/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, EnrollmentsTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { BatchesService, BatchRow } from '../batches/service.ts';
import type { EnrollmentStatusEffects, EnrollmentSummary, LeadsService } from '../leads/service.ts';
import type { MailQueue } from '../mail/outbox.ts';
import {
  paymentReceiptMail,
  paymentRejectedMail,
  paymentRequestMail,
  type PaymentMailFields,
} from '../mail/templates.ts';
import type { UserRow } from '../users/service.ts';
import type { PaymentRow, PaymentsRepo } from './repo.ts';
import { paymentMovedMail, paymentRefundedMail, seatHoldExpiredMail } from './seat-mails.ts';
import { newPaymentReference, qrSvg, upiLink, type UpiPayee } from './upi.ts';

type EnrollmentRow = Selectable<EnrollmentsTable>;

export const UTR_ALREADY_USED = 'This UTR was already used for another payment.';
export const ALREADY_CONFIRMED = 'This payment is already confirmed.';
export const PAYMENT_WITHOUT_SEAT =
  'This payment arrived after its seat hold ended: move it to a batch with a seat, or refund it.';
const HOUR_MS = 3_600_000;
const UNKNOWN_PAYMENT = 'Unknown payment';
export const VERIFY_TO_PAY =
  'Verify your e-mail address first: payments are shown to the verified owner of the address the request was made with.';

export interface PaymentsOptions {
  /** Unset: no UPI link or QR code, the team shares the payment details (decision 0014). */
  upi: { id: string | undefined; payeeName: string };
  publicUrl: URL;
  /** How long a move to 'payment pending' holds a seat (SEAT_HOLD_HOURS). */
  seatHoldHours: number;
  mail: MailQueue;
}

/**
 * Payment by UPI, confirmed by the team (docs/decisions/0014-upi-payments-and-seats.md), and the
 * effects of the inbox's status moves (LeadsService's hook): 'payment_pending' asks for payment,
 * 'enrolled' takes a seat, each inside the move's transaction.
 */
export class PaymentsService implements EnrollmentStatusEffects {
  constructor(
    private readonly db: Db,
    private readonly repo: PaymentsRepo,
    private readonly batches: BatchesService,
    private readonly leads: Pick<
      LeadsService,
      'setEnrollmentStatus' | 'summaries' | 'expiredSeatHolds'
    >,
    private readonly options: PaymentsOptions,
  ) {}

  async apply(
    trx: Transaction<Database>,
    enrollment: EnrollmentRow,
    to: EnrollmentStatus,
  ): Promise<void> {
    if (to === 'enrolled') await this.batches.takeSeatFor(trx, enrollment);
    // Back to 'contacted', or 'lost': the seat it held is free for someone else.
    else if (enrollment.status === 'payment_pending') {
      await this.batches.releaseHoldOf(trx, enrollment);
    }
    if (to === 'payment_pending') await this.askForPayment(trx, enrollment);
  }

  /**
   * Holds a seat for SEAT_HOLD_HOURS (none left: a 409 that undoes the move), then one payment per
   * request, for its batch at the batch's price, and a mail saying what to pay. A request that
   * comes back to 'payment pending' keeps its payment (and reference, and any UTR already sent);
   * one not paid yet takes the batch's current price.
   */
  private async askForPayment(trx: Transaction<Database>, enrollment: EnrollmentRow) {
    const heldUntil = this.seatHeldFromNow();
    const batch = await this.batches.holdSeatFor(trx, enrollment, heldUntil);
    const existing = await this.repo.byEnrollment(trx, enrollment.id);
    const payment = existing
      ? existing.status === 'submitted'
        ? existing
        : await this.repo.reprice(trx, existing.id, batch.id, batch.price_inr)
      : await this.insertPayment(trx, enrollment, batch);
    await this.options.mail.enqueue(
      trx,
      paymentRequestMail(payment.email, { ...this.mailFields(payment, batch), heldUntil }),
    );
  }

  /**
   * Frees the seats of holds that ran out by `now` and tells each learner. A request whose learner
   * sent a UTR keeps its seat: the team decides. Every instance sweeps; a hold is freed once.
   */
  async expireSeatHolds(now = new Date()): Promise<number> {
    const dueBy = now.toISOString();
    let freed = 0;
    for (const { id } of await this.leads.expiredSeatHolds(dueBy)) {
      const released = await inTransaction(this.db, async (trx) => {
        const request = (await this.leads.summaries([id], trx)).get(id);
        const payment = await this.repo.byEnrollment(trx, id);
        if (!request || request.status !== 'payment_pending' || payment?.status === 'submitted') {
          return false;
        }
        const freedSeat = await this.batches.releaseHoldOf(
          trx,
          { id, batch_id: request.batchId, seat_held_until: request.seatHeldUntil },
          dueBy,
        );
        if (freedSeat && payment) {
          const batch = (await this.batches.byIds([payment.batch_id], trx)).get(payment.batch_id)!;
          await this.options.mail.enqueue(
            trx,
            seatHoldExpiredMail(payment.email, this.mailFields(payment, batch)),
          );
        }
        return freedSeat;
      });
      if (released) freed += 1;
    }
    return freed;
  }

  private async insertPayment(
    trx: Transaction<Database>,
    enrollment: EnrollmentRow,
    batch: BatchRow,
  ): Promise<PaymentRow> {
    // 50 random bits: a collision is all but impossible; a savepoint would cost more than a retry.
    return this.repo.insert(trx, {
      enrollment_id: enrollment.id,
      batch_id: batch.id,
      email: enrollment.email.toLowerCase(),
      amount_inr: batch.price_inr,
      reference: newPaymentReference(),
    });
  }

  /** The learner's payments to make or waiting on the team, for requests still 'payment pending'. */
  async mine(user: UserRow): Promise<MyPayment[]> {
    if (!user.email_verified_at) throw new HttpError(403, VERIFY_TO_PAY);
    const open = await this.repo.openFor(user.email);
    const requests = await this.leads.summaries(open.map((row) => row.enrollment_id));
    const rows = open.filter(
      (row) => requests.get(row.enrollment_id)?.status === 'payment_pending',
    );
    const batches = await this.batches.byIds(rows.map((row) => row.batch_id));
    return rows.map((row) =>
      this.toMyPayment(
        row,
        batches.get(row.batch_id)!,
        requests.get(row.enrollment_id)!.seatHeldUntil,
      ),
    );
  }

  /** The payments asked of this address, as stored (the learner's data export). */
  exportFor(email: string): Promise<PaymentRow[]> {
    return this.repo.allFor(email);
  }

  async qrCode(user: UserRow, reference: string): Promise<string> {
    const { payment } = await this.owned(user, reference);
    const link = this.linkFor(payment);
    if (!link) {
      throw new HttpError(404, 'There is no UPI QR code: the team will share the payment details.');
    }
    return qrSvg(link);
  }

  /**
   * Records the UTR the learner's UPI app showed. A UTR pays for one request only: one already
   * on another payment is refused (the unique index decides, even for two at once).
   */
  async submitUtr(user: UserRow, reference: string, utr: string): Promise<MyPayment> {
    const { payment, request } = await this.owned(user, reference);
    if (payment.status === 'confirmed') throw new HttpError(409, ALREADY_CONFIRMED);
    const other = await this.repo.byUtr(utr);
    if (other && other.id !== payment.id) throw new HttpError(409, UTR_ALREADY_USED);
    // Paid after the seat hold ran out: the team is told, and moves or refunds it.
    const withoutSeat = request?.seatHeldUntil === null;
    let updated: PaymentRow | undefined;
    try {
      updated = await this.repo.submitUtr(payment.id, utr, withoutSeat);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, UTR_ALREADY_USED);
      throw error;
    }
    if (!updated) throw new HttpError(409, ALREADY_CONFIRMED);
    const batch = (await this.batches.byIds([updated.batch_id])).get(updated.batch_id)!;
    return this.toMyPayment(updated, batch, request?.seatHeldUntil ?? null);
  }

  /** The team's list: payments in one status, oldest submission first. */
  async list(status: PaymentStatus): Promise<Payment[]> {
    return this.toPayments(await this.repo.inStatus(status));
  }

  /**
   * Confirms a submitted payment, all or nothing: the payment is confirmed, the request moves to
   * 'enrolled' through the inbox (the seat is taken and the move logged; a full batch is a 409
   * that undoes everything), a receipt number is given and the receipt mail queued.
   */
  async confirm(id: number, actorUserId: number): Promise<Payment> {
    const confirmed = await inTransaction(this.db, async (trx) => {
      if (await this.flaggedWithoutSeat(trx, id)) return undefined;
      const row = await this.repo.confirm(trx, id, actorUserId);
      if (!row) throw await this.notSubmitted(id, trx);
      const moved = await this.leads.setEnrollmentStatus(
        row.enrollment_id,
        'enrolled',
        actorUserId,
        trx,
      );
      if (!moved) throw new HttpError(404, 'The enrollment request of this payment is gone.');
      const receipt = await this.repo.assignReceipt(trx, row.id);
      const batch = (await this.batches.byIds([row.batch_id], trx)).get(row.batch_id)!;
      await this.options.mail.enqueue(
        trx,
        paymentReceiptMail(row.email, {
          ...this.mailFields(row, batch),
          receiptNumber: formatReceiptNumber(receipt),
          confirmedAt: row.confirmed_at!,
          utr: row.utr!,
        }),
      );
      return { ...row, receipt_number: receipt };
    });
    if (!confirmed) throw new HttpError(409, PAYMENT_WITHOUT_SEAT);
    return (await this.toPayments([confirmed]))[0]!;
  }

  /**
   * Whether a submitted payment has no seat to take: flagged already, or its request holds none
   * and its batch has none left (then it is flagged now, in `trx`, which commits).
   */
  private async flaggedWithoutSeat(trx: Transaction<Database>, id: number): Promise<boolean> {
    const payment = await this.repo.byId(id, trx);
    if (!payment || payment.status !== 'submitted') return false;
    if (payment.no_seat_at !== null) return true;
    const request = (await this.leads.summaries([payment.enrollment_id], trx)).get(
      payment.enrollment_id,
    );
    if (!request || request.status !== 'payment_pending' || request.seatHeldUntil !== null) {
      return false;
    }
    if (await this.batches.hasSeat(trx, payment.batch_id)) return false;
    await this.repo.flagWithoutSeat(trx, id);
    return true;
  }

  /**
   * A flagged payment (paid without a seat) gets a seat: in its batch if one came free, else in
   * the next open batch with one (a 409 when there is none: refund it). The learner is mailed; the
   * team confirms the payment next, as any other.
   */
  async moveToBatchWithSeat(id: number, actorUserId: number): Promise<Payment> {
    const moved = await inTransaction(this.db, async (trx) => {
      const payment = await this.flaggedPayment(trx, id);
      const heldUntil = this.seatHeldFromNow();
      const request = (await this.leads.summaries([payment.enrollment_id], trx)).get(
        payment.enrollment_id,
      )!;
      const batch = await this.batches.holdSeatFor(
        trx,
        { id: payment.enrollment_id, batch_id: request.batchId },
        heldUntil,
      );
      const row = (await this.repo.resolveWithoutSeat(trx, id, actorUserId, {
        kind: 'moved',
        batchId: batch.id,
      }))!;
      await this.options.mail.enqueue(
        trx,
        paymentMovedMail(row.email, this.mailFields(row, batch)),
      );
      return row;
    });
    return (await this.toPayments([moved]))[0]!;
  }

  /**
   * A flagged payment (paid without a seat) is refunded: recorded as such, the request moved to
   * 'lost' through the inbox (logged), and the learner mailed. The money itself goes back through
   * the bank, by the team.
   */
  async refundWithoutSeat(id: number, actorUserId: number): Promise<Payment> {
    const refunded = await inTransaction(this.db, async (trx) => {
      const payment = await this.flaggedPayment(trx, id);
      const row = (await this.repo.resolveWithoutSeat(trx, id, actorUserId, {
        kind: 'refunded',
      }))!;
      await this.leads.setEnrollmentStatus(payment.enrollment_id, 'lost', actorUserId, trx);
      const batch = (await this.batches.byIds([row.batch_id], trx)).get(row.batch_id)!;
      await this.options.mail.enqueue(
        trx,
        paymentRefundedMail(row.email, { ...this.mailFields(row, batch), utr: row.utr! }),
      );
      return row;
    });
    return (await this.toPayments([refunded]))[0]!;
  }

  /** A submitted payment flagged as paid without a seat, or why it is not one. */
  private async flaggedPayment(trx: Transaction<Database>, id: number): Promise<PaymentRow> {
    const payment = await this.repo.byId(id, trx);
    if (!payment) throw new HttpError(404, 'This payment does not exist.');
    if (payment.status !== 'submitted' || payment.no_seat_at === null) {
      throw new HttpError(409, 'This payment has a seat: confirm or reject it.');
    }
    return payment;
  }

  /** Rejects a submitted payment with a reason the learner is mailed; they may submit again. */
  async reject(id: number, actorUserId: number, reason: string): Promise<Payment> {
    const rejected = await inTransaction(this.db, async (trx) => {
      const row = await this.repo.reject(trx, id, actorUserId, reason);
      if (!row) throw await this.notSubmitted(id, trx);
      const batch = (await this.batches.byIds([row.batch_id], trx)).get(row.batch_id)!;
      await this.options.mail.enqueue(
        trx,
        paymentRejectedMail(row.email, { ...this.mailFields(row, batch), reason }),
      );
      return row;
    });
    return (await this.toPayments([rejected]))[0]!;
  }

  /** Why a payment could not be confirmed or rejected. */
  private async notSubmitted(id: number, trx: Transaction<Database>): Promise<HttpError> {
    const current = await this.repo.byId(id, trx);
    if (!current) return new HttpError(404, 'This payment does not exist.');
    if (current.status === 'confirmed') return new HttpError(409, ALREADY_CONFIRMED);
    if (current.status === 'rejected') return new HttpError(409, 'This payment was rejected.');
    return new HttpError(409, 'The learner has not submitted a UTR for this payment yet.');
  }

  /** When a seat held now stops being held (SEAT_HOLD_HOURS from now). */
  private seatHeldFromNow(): string {
    return new Date(Date.now() + this.options.seatHoldHours * HOUR_MS).toISOString();
  }

  /**
   * The payment behind a reference, for its learner only: the account whose verified address
   * made the request, and only while the request is 'payment pending' (the team may have moved
   * it on) unless the payment is confirmed. Anyone else gets the same 404 as for a reference that
   * does not exist. The request comes with it, read once.
   */
  private async owned(
    user: UserRow,
    reference: string,
  ): Promise<{ payment: PaymentRow; request: EnrollmentSummary | undefined }> {
    if (!user.email_verified_at) throw new HttpError(403, VERIFY_TO_PAY);
    const payment = await this.repo.byReference(reference);
    if (!payment || payment.email !== user.email.toLowerCase()) {
      throw new HttpError(404, UNKNOWN_PAYMENT);
    }
    const request = (await this.leads.summaries([payment.enrollment_id])).get(
      payment.enrollment_id,
    );
    if (payment.status !== 'confirmed' && request?.status !== 'payment_pending') {
      throw new HttpError(404, UNKNOWN_PAYMENT);
    }
    return { payment, request };
  }

  private linkFor(payment: PaymentRow): string | null {
    const { id, payeeName } = this.options.upi;
    if (!id) return null;
    const payee: UpiPayee = { id, payeeName };
    return upiLink(payee, payment.amount_inr, payment.reference);
  }

  private mailFields(payment: PaymentRow, batch: BatchRow): PaymentMailFields {
    return {
      amountInr: payment.amount_inr,
      reference: payment.reference,
      batch: { startsOn: batch.starts_on, endsOn: batch.ends_on, schedule: batch.schedule },
      dashboardUrl: new URL('/dashboard', this.options.publicUrl).toString(),
    };
  }

  private toMyPayment(row: PaymentRow, batch: BatchRow, seatHeldUntil: string | null): MyPayment {
    return {
      reference: row.reference,
      amountInr: row.amount_inr,
      // A learner sees payments of requests still 'payment pending': never a refunded one (its
      // request is 'lost'), and a confirmed one only in the instant it was confirmed.
      status: row.status === 'confirmed' || row.status === 'refunded' ? 'submitted' : row.status,
      seatHeldUntil,
      batch: { startsOn: batch.starts_on, endsOn: batch.ends_on, schedule: batch.schedule },
      upiLink: this.linkFor(row),
      utr: row.utr,
      rejectReason: row.status === 'rejected' ? row.reject_reason : null,
    };
  }

  private async toPayments(rows: PaymentRow[]): Promise<Payment[]> {
    const [requests, batches] = await Promise.all([
      this.leads.summaries(rows.map((row) => row.enrollment_id)),
      this.batches.byIds(rows.map((row) => row.batch_id)),
    ]);
    return rows.map((row) => {
      const request = requests.get(row.enrollment_id);
      const batch = batches.get(row.batch_id)!;
      return {
        id: row.id,
        enrollmentId: row.enrollment_id,
        reference: row.reference,
        amountInr: row.amount_inr,
        status: row.status,
        learner: {
          firstName: request?.firstName ?? '',
          lastName: request?.lastName ?? '',
          email: row.email,
        },
        batch: {
          id: batch.id,
          startsOn: batch.starts_on,
          endsOn: batch.ends_on,
          schedule: batch.schedule,
        },
        utr: row.utr,
        utrSubmittedAt: row.utr_submitted_at,
        receiptNumber: row.receipt_number === null ? null : formatReceiptNumber(row.receipt_number),
        confirmedAt: row.confirmed_at,
        rejectReason: row.reject_reason,
        withoutSeatSince: row.no_seat_at,
        resolution: row.resolution,
        createdAt: row.created_at,
      };
    });
  }
}
