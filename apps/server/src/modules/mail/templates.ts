import { PROGRAM_COURSE } from '@launchpad/contract';
import type { Mail } from './outbox.ts';

/** Control characters (C0, DEL, C1 with U+0085) and the Unicode line and paragraph separators. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/u;

/**
 * Text someone typed as one line, made one line: each run of control characters, line breaks
 * among them, becomes a single space, and the ends are trimmed. A mail shows such a field on a line
 * of its own (`from_name: …`) or in its subject; a line break in it would start a line of the
 * typist's choosing, a forged 'Bcc:' or 'from_email:' that the team reads as ours.
 */
export function singleLine(text: string): string {
  return text
    .split(LINE_BREAKING)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

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
  const name = singleLine(`${e.firstName} ${e.lastName}`);
  const course = singleLine(e.course);
  const referralCode = singleLine(e.referralCode ?? '');
  const message = [
    singleLine(e.phoneNumber ?? ''),
    referralCode ? `Referral code: ${referralCode}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    to: team,
    replyTo: e.email,
    subject: `New enrollment request: ${name} (${course})`,
    body: [
      `New enrollment request for ${course}.`,
      '',
      `from_name: ${name}`,
      `from_email: ${singleLine(e.email)}`,
      `from_category: ${singleLine(e.designation ?? '')}`,
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

/** The message keeps its line breaks: it is the last field, so all that follows is the visitor's. */
export function contactNotification(team: string, c: ContactMailFields): Mail {
  const subject = singleLine(c.subject);
  return {
    to: team,
    replyTo: c.email,
    subject: `Contact message: ${subject}`,
    body: [
      `from_name: ${singleLine(c.name)}`,
      `from_email: ${singleLine(c.email)}`,
      `from_category: ${subject}`,
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
  `Batch: ${dayInWords(batch.startsOn)} to ${dayInWords(batch.endsOn)}, ${singleLine(batch.schedule)}`;

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
      `UTR: ${singleLine(p.utr)}`,
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
      `Reason: ${singleLine(p.reason)}`,
      '',
      `You can check it and submit the UTR again on your dashboard: ${p.dashboardUrl}`,
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}
