import { utrSubmissionSchema, type MyPayment, type User } from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { formatDay, formatRupees } from '../../lib/program.ts';
import { formatDateTime } from '../../lib/relative-time.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { myPaymentsQuery, paymentQrUrl, submitUtr } from './api/my-payments.ts';

export const PAYMENT_SUBMITTED = 'Payment submitted — the team will confirm it';
export const DETAILS_FROM_TEAM =
  'The team will share the payment details with you (UPI ID or bank account) by e-mail or phone.';

/**
 * The dashboard's payment card (issue #16): once the team asks for payment, what to pay, a UPI
 * QR code and link, and a field for the UTR. Payments are shown to verified addresses only, so an
 * unverified learner sees nothing here (the banner above asks them to verify).
 */
export function PaymentCards({ user }: { user: User }) {
  const { data } = useQuery({ ...myPaymentsQuery, enabled: user.emailVerified });
  if (!data || data.payments.length === 0) return null;
  return (
    <div className="mt-6 space-y-6">
      {data.payments.map((payment) => (
        <PaymentCard key={payment.reference} payment={payment} />
      ))}
    </div>
  );
}

export function PaymentCard({ payment }: { payment: MyPayment }) {
  const titleId = `payment-${payment.reference}`;
  const amount = formatRupees(payment.amountInr);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-indigo-200 bg-white p-6 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Pay {amount} to take your seat
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Batch from {formatDay(payment.batch.startsOn)} to {formatDay(payment.batch.endsOn)},{' '}
        {payment.batch.schedule}. Payment reference:{' '}
        <span className="font-mono font-semibold text-slate-900">{payment.reference}</span>
      </p>
      {payment.status !== 'submitted' && <SeatHold heldUntil={payment.seatHeldUntil} />}
      {payment.status === 'submitted' ? (
        <p role="status" className="mt-4 font-semibold text-green-800">
          {PAYMENT_SUBMITTED}
          <span className="block text-sm font-normal text-slate-700">
            UTR {payment.utr}. You will get a receipt by e-mail.
          </span>
        </p>
      ) : (
        <>
          {payment.status === 'rejected' && (
            <div role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
              <p className="font-semibold">The team could not confirm your payment.</p>
              <p>{payment.rejectReason}</p>
              <p>Check the UTR in your UPI app and submit it again.</p>
            </div>
          )}
          <PayInstructions payment={payment} amount={amount} />
          <UtrForm reference={payment.reference} />
        </>
      )}
    </section>
  );
}

/** How long the seat stays held, or that it no longer is (decision 0014). */
function SeatHold({ heldUntil }: { heldUntil: string | null }) {
  return heldUntil ? (
    <p className="mt-2 text-sm text-slate-700">
      Your seat is held until <strong>{formatDateTime(heldUntil)}</strong>.
    </p>
  ) : (
    <p className="mt-2 text-sm text-amber-900">
      Your seat is no longer held. If you pay now, the team will find you a seat in a batch or
      refund you.
    </p>
  );
}

function PayInstructions({ payment, amount }: { payment: MyPayment; amount: string }) {
  if (!payment.upiLink) return <p className="mt-4 text-sm text-slate-700">{DETAILS_FROM_TEAM}</p>;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-6">
      {/* A white tile in both themes: a QR code needs dark on light to scan. */}
      <img
        src={paymentQrUrl(payment.reference)}
        width={176}
        height={176}
        alt={`UPI QR code to pay ${amount} (reference ${payment.reference}). Scan it with any UPI app.`}
        className="rounded-lg border border-slate-200 bg-white p-2 scheme-light"
      />
      <div className="space-y-3 text-sm text-slate-700">
        <p>Scan the code with any UPI app, or on this phone:</p>
        <a href={payment.upiLink} className={buttonStyles.primary}>
          Pay with a UPI app
        </a>
        <p>After paying, enter the 12-digit UTR your UPI app shows.</p>
      </div>
    </div>
  );
}

function UtrForm({ reference }: { reference: string }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: utrSubmissionSchema,
    initialValues: { utr: '' },
    forgetErrorsOnChange: true,
    submit: ({ utr }) => submitUtr(queryClient, reference, utr),
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      aria-label={`Submit the UTR of payment ${reference}`}
      className="mt-5 flex flex-wrap items-end gap-3"
    >
      <div className="w-full max-w-xs">
        <TextField
          label="UTR (12 digits)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          required
          {...form.field('utr')}
        />
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
        {form.pending ? 'Submitting…' : 'Submit UTR'}
      </button>
      <FormAlert message={form.alert} className="w-full" />
    </form>
  );
}
