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

export function enrollmentConfirmation(e: EnrollmentMailFields): Mail {
  return {
    to: e.email,
    subject: `We received your enrollment request for ${e.course}`,
    body: [
      `Hi ${e.firstName},`,
      '',
      `Thank you for your interest in the ${e.course} Program. We'll contact you shortly with the`,
      'curriculum, schedule and payment process.',
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

export function contactConfirmation(c: ContactMailFields): Mail {
  return {
    to: c.email,
    subject: 'We received your message',
    body: [
      `Hi ${c.name},`,
      '',
      `Thanks for writing to us about "${c.subject}". We'll respond within 24 hours.`,
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}
