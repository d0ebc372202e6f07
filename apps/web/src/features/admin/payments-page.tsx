import { paymentRejectionSchema, type Payment } from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { formatDay, formatRupees } from '../../lib/program.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import {
  confirmPayment,
  movePaymentToSeat,
  refundPayment,
  rejectPayment,
  submittedPaymentsQuery,
} from './api/payments.ts';
import { TeamPage } from '../../components/team/team-page.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { formatDateTime } from '../../lib/relative-time.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';

/**
 * Payments the learners say they made (UTR submitted), for the team to match against the bank
 * account: Confirm enrols the learner and mails a receipt; Reject mails the reason.
 */
export function PaymentsPage() {
  return (
    <TeamPage title={teamTitles.payments}>
      <Payments />
    </TeamPage>
  );
}

function Payments() {
  const payments = useQuery(submittedPaymentsQuery);
  return (
    <section aria-labelledby="payments-title" className="mt-8">
      <h2 id="payments-title" className="text-xl font-bold text-slate-900">
        Awaiting confirmation{' '}
        {payments.data && (
          <span className="text-base font-medium text-slate-600">
            ({payments.data.payments.length})
          </span>
        )}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Check each UTR and amount in the bank account before confirming.
      </p>
      {payments.isPending && <p className="mt-4 text-slate-700">Loading payments…</p>}
      {payments.isError && <LoadFailed what="The payments" query={payments} className="mt-4" />}
      {payments.data &&
        (payments.data.payments.length === 0 ? (
          <p className="mt-4 text-slate-700">No payments are waiting for confirmation.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {payments.data.payments.map((payment) => (
              <li key={payment.id}>
                <PaymentRow payment={payment} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const name = `${payment.learner.firstName} ${payment.learner.lastName}`;

  /**
   * One of the row's actions: its operation, its call, what it says when done, and when it
   * fails. Either way what the operation changes is read again: a failure may mean another team
   * member acted first.
   */
  async function act(
    operation: 'confirmPayment' | 'movePaymentToSeat' | 'refundPayment',
    call: () => Promise<string>,
    failed: string,
  ) {
    setConfirming(true);
    try {
      toast.success(await call());
    } catch (error) {
      console.error(failed, error);
      toast.error(error instanceof ApiError ? error.message : failed);
    } finally {
      setConfirming(false);
      await invalidateAfter(queryClient, operation);
    }
  }
  const confirm = () =>
    act(
      'confirmPayment',
      async () => {
        const confirmed = await confirmPayment(payment.id);
        return `Payment confirmed: ${name} is enrolled (receipt ${confirmed.receiptNumber}).`;
      },
      'The payment could not be confirmed. Try again.',
    );
  const moveToSeat = () =>
    act(
      'movePaymentToSeat',
      async () => {
        const moved = await movePaymentToSeat(payment.id);
        return `${name} has a seat in the batch from ${formatDay(moved.batch.startsOn)}: confirm the payment next.`;
      },
      'The payment could not be moved. Try again.',
    );
  const refund = () =>
    act(
      'refundPayment',
      async () => {
        await refundPayment(payment.id);
        return `Recorded as refunded; ${name} is told. Send the money back from the bank account.`;
      },
      'The refund could not be recorded. Try again.',
    );
  const withoutSeat = payment.withoutSeatSince !== null;

  return (
    <article
      aria-label={`Payment of ${formatRupees(payment.amountInr)} from ${name}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">
            {name} · {formatRupees(payment.amountInr)}
          </h3>
          <a
            href={`mailto:${payment.learner.email}`}
            className="text-sm break-all text-indigo-700 underline"
          >
            {payment.learner.email}
          </a>
        </div>
        <div className="flex flex-wrap gap-2">
          {withoutSeat ? (
            <>
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={confirming}
                onClick={() => void moveToSeat()}
              >
                Move to a batch with a seat
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={confirming}
                onClick={() => void refund()}
              >
                Refund
              </button>
            </>
          ) : (
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={confirming}
              onClick={() => void confirm()}
            >
              {confirming ? 'Confirming…' : 'Confirm'}
            </button>
          )}
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-expanded={rejecting}
            onClick={() => setRejecting((open) => !open)}
          >
            Reject
          </button>
        </div>
      </div>
      {withoutSeat && (
        <p role="note" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Paid after the seat hold ended, and the batch has no seat left: move the payment to a
          batch with a seat, or refund it. The learner is mailed either way.
        </p>
      )}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="UTR">
          <span className="font-mono">{payment.utr}</span>
        </Detail>
        <Detail label="Reference">
          <span className="font-mono">{payment.reference}</span>
        </Detail>
        <Detail label="Batch">
          {formatDay(payment.batch.startsOn)} – {formatDay(payment.batch.endsOn)}
        </Detail>
        <Detail label="Submitted">
          {payment.utrSubmittedAt ? formatDateTime(payment.utrSubmittedAt) : '—'}
        </Detail>
      </dl>
      {rejecting && (
        <RejectForm
          payment={payment}
          onDone={() => invalidateAfter(queryClient, 'rejectPayment')}
        />
      )}
    </article>
  );
}

function RejectForm({ payment, onDone }: { payment: Payment; onDone: () => Promise<void> }) {
  const form = useSchemaForm({
    schema: paymentRejectionSchema,
    initialValues: { reason: '' },
    submit: ({ reason }) => rejectPayment(payment.id, reason),
    onSuccess: async () => {
      toast.success('Payment rejected; the learner is told why.');
      await onDone();
    },
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      aria-label={`Reject the payment ${payment.reference}`}
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <div className="w-full max-w-md">
        <TextField
          label="Reason (mailed to the learner)"
          required
          placeholder="No payment with this UTR arrived"
          {...form.field('reason')}
        />
      </div>
      <button type="submit" className={buttonStyles.secondary} disabled={form.pending}>
        {form.pending ? 'Rejecting…' : 'Reject payment'}
      </button>
      <FormAlert message={form.alert} className="w-full" />
    </form>
  );
}
