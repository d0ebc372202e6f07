import { PROGRAM_COURSE } from '@launchpad/contract';
import type { Mail } from './outbox.ts';

export interface EnrollmentMailFields {
  firstName: string;
  lastName: string;
  email: string;
  designation?: string | undefined;
  phoneNumber?: string | undefined;
  referralCode?: string | undefined;
  course: string;
}

/**
 * The team notification carries the fields the original mail template had: from_name (first and
 * last name), from_email, from_category (the designation) and message (the phone number, then
 * the referral code if given).
 */
export function enrollmentNotification(team: string, e: EnrollmentMailFields): Mail {
  const message = [e.phoneNumber ?? '', e.referralCode ? `Referral code: ${e.referralCode}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    to: team,
    replyTo: e.email,
    subject: `New enrollment request: ${e.firstName} ${e.lastName} (${e.course})`,
    body: [
      `New enrollment request for ${e.course}.`,
      '',
      `from_name: ${e.firstName} ${e.lastName}`,
      `from_email: ${e.email}`,
      `from_category: ${e.designation ?? ''}`,
      `message: ${message}`,
    ].join('\n'),
  };
}

/**
 * Confirmations go to an address a visitor typed, which may not be theirs: they carry only our
 * own fixed text, never a word the visitor wrote, so nobody can make the site mail a stranger
 * their text. They are `kind: 'confirmation'`, which the outbox caps per recipient.
 */
export function enrollmentConfirmation(to: string): Mail {
  return {
    to,
    kind: 'confirmation',
    subject: `We received your enrollment request for ${PROGRAM_COURSE}`,
    body: [
      'Hi,',
      '',
      `Thank you for your interest in the ${PROGRAM_COURSE} Program. We'll contact you shortly`,
      'with the curriculum, schedule and payment process.',
      '',
      'If you did not ask to enroll, you can ignore this mail.',
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}

export interface ContactMailFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function contactNotification(team: string, c: ContactMailFields): Mail {
  return {
    to: team,
    replyTo: c.email,
    subject: `Contact message: ${c.subject}`,
    body: [
      `from_name: ${c.name}`,
      `from_email: ${c.email}`,
      `from_category: ${c.subject}`,
      `message: ${c.message}`,
    ].join('\n'),
  };
}

/** Fixed text only, like `enrollmentConfirmation`. */
export function contactConfirmation(to: string): Mail {
  return {
    to,
    kind: 'confirmation',
    subject: 'We received your message',
    body: [
      'Hi,',
      '',
      "Thanks for writing to us. We've received your message and will respond within 24 hours.",
      '',
      'If you did not write to us, you can ignore this mail.',
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}

/** What payment mails say about the batch and the amount. */
export interface PaymentMailFields {
  amountInr: number;
  reference: string;
  batch: { startsOn: string; endsOn: string; schedule: string };
  /** Where the learner pays and follows the payment: their dashboard. */
  dashboardUrl: string;
  /** Until when the learner's seat is held (ISO), for the mail that asks for payment. */
  heldUntil?: string;
}

/** 1200 → '₹1,200' (grouped the Indian way, like the site). */
export const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** '2027-06-18' → '18 June 2027'. */
export const dayInWords = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** '2027-06-18T09:30:00.000Z' → '18 June 2027, 3:00 pm' in India, where the team and seats are. */
export const momentInIndia = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

const batchLine = (batch: PaymentMailFields['batch']) =>
  `Batch: ${dayInWords(batch.startsOn)} to ${dayInWords(batch.endsOn)}, ${batch.schedule}`;

/** The team asked for payment: what to pay, and where (the dashboard's payment card). */
export function paymentRequestMail(to: string, p: PaymentMailFields): Mail {
  return {
    to,
    subject: `Your seat in ${PROGRAM_COURSE}: payment of ${rupees(p.amountInr)}`,
    body: [
      'Hi,',
      '',
      `To take your seat in the ${PROGRAM_COURSE} Program, please pay ${rupees(p.amountInr)}.`,
      batchLine(p.batch),
      `Payment reference: ${p.reference}`,
      ...(p.heldUntil
        ? [`We hold your seat until ${momentInIndia(p.heldUntil)} (India time).`]
        : []),
      '',
      `Open your dashboard to pay by UPI and enter the UTR once you have paid: ${p.dashboardUrl}`,
      '(Log in with this e-mail address, verified, to see the payment.)',
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}

/** The team confirmed the payment: a numbered receipt. */
export function paymentReceiptMail(
  to: string,
  p: PaymentMailFields & { receiptNumber: string; confirmedAt: string; utr: string },
): Mail {
  return {
    to,
    subject: `Receipt ${p.receiptNumber}: you are enrolled in ${PROGRAM_COURSE}`,
    body: [
      'Hi,',
      '',
      `We received your payment. You are enrolled in the ${PROGRAM_COURSE} Program.`,
      '',
      `Receipt number: ${p.receiptNumber}`,
      `Amount: ${rupees(p.amountInr)}`,
      `Date: ${dayInWords(p.confirmedAt.slice(0, 10))}`,
      `UTR: ${p.utr}`,
      `Payment reference: ${p.reference}`,
      batchLine(p.batch),
      '',
      `Your dashboard shows the schedule and the class link: ${p.dashboardUrl}`,
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}

/** The team could not match the payment: why, and that the learner can submit again. */
export function paymentRejectedMail(to: string, p: PaymentMailFields & { reason: string }): Mail {
  return {
    to,
    subject: `We could not confirm your payment for ${PROGRAM_COURSE}`,
    body: [
      'Hi,',
      '',
      `We could not confirm your payment of ${rupees(p.amountInr)} (reference ${p.reference}).`,
      `Reason: ${p.reason}`,
      '',
      `You can check it and submit the UTR again on your dashboard: ${p.dashboardUrl}`,
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}
