import { z } from 'zod';
import { PROGRAM_COURSE } from './constants.ts';

/**
 * Issue #16: the program's batches (cohorts) with their seats, and payment by UPI confirmed by
 * the team (docs/decisions/0014-upi-payments-and-seats.md).
 */

/** 'full' is never chosen: the server sets it when the last seat is taken (or seats = taken). */
export const batchStatuses = ['open', 'full', 'closed'] as const;
export type BatchStatus = (typeof batchStatuses)[number];
export const batchChosenStatuses = ['open', 'closed'] as const;

export const paymentStatuses = [
  'awaiting_payment',
  'submitted',
  'confirmed',
  'rejected',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Largest values a form may send: beyond them it is a typo, not a batch. */
export const MAX_BATCH_SEATS = 10_000;
export const MAX_PRICE_INR = 10_000_000;

/** A calendar day (YYYY-MM-DD) that exists: '2027-02-30' is refused, not rolled over. */
export const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${label} must be a real date`);

/** The team's form: a batch of the program. `seats ≥ seats taken` is checked by the server. */
export const batchInputSchema = z
  .object({
    startsOn: isoDate('Start date'),
    endsOn: isoDate('End date'),
    schedule: z
      .string()
      .trim()
      .min(3, 'Describe the schedule (e.g. Mon–Fri, 7–9 pm IST)')
      .max(200, 'Schedule must be at most 200 characters'),
    seats: z.coerce
      .number('Seats must be a whole number')
      .int('Seats must be a whole number')
      .min(1, 'A batch needs at least 1 seat')
      .max(MAX_BATCH_SEATS, `Seats must be at most ${MAX_BATCH_SEATS}`),
    priceInr: z.coerce
      .number('Price must be a whole number of rupees')
      .int('Price must be a whole number of rupees')
      .min(0, 'Price cannot be negative')
      .max(MAX_PRICE_INR, `Price must be at most ${MAX_PRICE_INR}`),
    classLink: z
      .string()
      .trim()
      .max(500, 'Class link must be at most 500 characters')
      .optional()
      .nullable()
      .transform((value) => (value ? value : null))
      .pipe(
        z
          .url({ protocol: /^https$/, message: 'Class link must be an https:// address' })
          .nullable(),
      ),
    status: z.enum(batchChosenStatuses).default('open'),
  })
  .refine((batch) => batch.endsOn >= batch.startsOn, {
    path: ['endsOn'],
    message: 'The end date cannot be before the start date',
  });
export type BatchInput = z.input<typeof batchInputSchema>;

/** A batch as the team sees it (the class link included). */
export const batchSchema = z.object({
  id: z.number().int(),
  course: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  schedule: z.string(),
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  priceInr: z.number().int(),
  classLink: z.string().nullable(),
  status: z.enum(batchStatuses),
  createdAt: z.string(),
});
export type Batch = z.infer<typeof batchSchema>;

export const batchesResponseSchema = z.object({ batches: z.array(batchSchema) });
export type BatchesResponse = z.infer<typeof batchesResponseSchema>;

/** The public facts of the next open batch: never its class link. */
export const nextBatchSchema = z.object({
  course: z.literal(PROGRAM_COURSE),
  startsOn: z.string(),
  endsOn: z.string(),
  schedule: z.string(),
  priceInr: z.number().int(),
  seatsLeft: z.number().int(),
});
export type NextBatch = z.infer<typeof nextBatchSchema>;
export const nextBatchResponseSchema = z.object({ batch: nextBatchSchema.nullable() });
export type NextBatchResponse = z.infer<typeof nextBatchResponseSchema>;

/** The batch a learner is enrolled in, with its class link (only they get it). */
export const myBatchSchema = z.object({
  startsOn: z.string(),
  endsOn: z.string(),
  schedule: z.string(),
  classLink: z.string().nullable(),
});
export type MyBatch = z.infer<typeof myBatchSchema>;
export const myBatchesResponseSchema = z.object({ batches: z.array(myBatchSchema) });
export type MyBatchesResponse = z.infer<typeof myBatchesResponseSchema>;

/** A payment's reference (the UPI `tr`): LP + 10 base32 letters, made by the server. */
export const PAYMENT_REFERENCE_PATTERN = /^LP[A-Z2-7]{10}$/;
export const paymentReferenceParamsSchema = z.object({
  reference: z.string().regex(PAYMENT_REFERENCE_PATTERN, 'Unknown payment'),
});

/** The UTR (Unique Transaction Reference) a UPI app shows after paying: 12 digits. */
export const utrSubmissionSchema = z.object({
  utr: z
    .string()
    .trim()
    .regex(/^\d{12}$/, 'The UTR is the 12-digit number your UPI app shows after paying'),
});
export type UtrSubmission = z.input<typeof utrSubmissionSchema>;

const batchDatesSchema = z.object({
  startsOn: z.string(),
  endsOn: z.string(),
  schedule: z.string(),
});

/** A payment the learner still has to make, or made and waits on the team for. */
export const myPaymentSchema = z.object({
  reference: z.string(),
  amountInr: z.number().int(),
  status: z.enum(['awaiting_payment', 'submitted', 'rejected']),
  batch: batchDatesSchema,
  /**
   * Until when the learner's seat is held (ISO); null once the hold ran out (a payment then is
   * moved to a batch with a seat, or refunded, by the team).
   */
  seatHeldUntil: z.string().nullable(),
  /** upi://pay?… for phone users; null while UPI_ID is not set (the team shares the details). */
  upiLink: z.string().nullable(),
  utr: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;
export const myPaymentsResponseSchema = z.object({ payments: z.array(myPaymentSchema) });
export type MyPaymentsResponse = z.infer<typeof myPaymentsResponseSchema>;

/** A payment as the team sees it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  enrollmentId: z.number().int(),
  reference: z.string(),
  amountInr: z.number().int(),
  status: z.enum(paymentStatuses),
  learner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  batch: batchDatesSchema.extend({ id: z.number().int() }),
  utr: z.string().nullable(),
  utrSubmittedAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Paid after its seat hold ran out: the team moves it to a batch with a seat, or refunds it. */
  withoutSeatSince: z.string().nullable(),
  /** What the team did about a payment that came without a seat. */
  resolution: z.enum(['moved', 'refunded']).nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsQuerySchema = z.object({
  status: z.enum(paymentStatuses).default('submitted'),
});
export const paymentsResponseSchema = z.object({ payments: z.array(paymentSchema) });
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

export const paymentRejectionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Say why, in a few words (the learner reads it)')
    .max(300, 'Reason must be at most 300 characters'),
});
export type PaymentRejection = z.input<typeof paymentRejectionSchema>;

/** Receipt 7 → 'FL-000007'. */
export const formatReceiptNumber = (sequence: number) => `FL-${String(sequence).padStart(6, '0')}`;
