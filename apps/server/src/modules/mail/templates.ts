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
