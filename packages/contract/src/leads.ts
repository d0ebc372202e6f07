import { z } from 'zod';
import { emailSchema } from './auth.ts';
import {
  HONEYPOT_FIELD,
  PROGRAM_COURSE,
  referralStatuses,
  contactStatuses,
  enrollmentStatuses,
} from './constants.ts';
import { messages } from './messages.ts';

const honeypot = z.string().max(500).optional();

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Product rules §5 Enrollment form: names and e-mail required, the rest optional. */
export const enrollmentRequestSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, messages.firstNameRequired)
    .max(60, 'First Name must be at most 60 characters'),
  lastName: z
    .string()
    .trim()
    .min(1, messages.lastNameRequired)
    .max(60, 'Last Name must be at most 60 characters'),
  email: emailSchema,
  designation: optionalText(80, 'Designation'),
  phoneNumber: optionalText(20, 'Phone Number').pipe(
    z
      .string()
      .regex(/^\+?[0-9 ()-]{6,20}$/, messages.invalidPhone)
      .optional(),
  ),
  referralCode: optionalText(12, 'Referral Code'),
  course: z.literal(PROGRAM_COURSE).default(PROGRAM_COURSE),
  [HONEYPOT_FIELD]: honeypot,
});
export type EnrollmentRequest = z.input<typeof enrollmentRequestSchema>;

/** Product rules §5 Contact form, with its four messages. */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, messages.contactNameTooShort)
    .max(80, 'Name must be at most 80 characters'),
  email: emailSchema,
  subject: z
    .string()
    .trim()
    .min(5, messages.contactSubjectTooShort)
    .max(150, 'Subject must be at most 150 characters'),
  message: z
    .string()
    .trim()
    .min(10, messages.contactMessageTooShort)
    .max(5000, 'Message must be at most 5000 characters'),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactMessageRequest = z.input<typeof contactMessageSchema>;

/**
 * What a new lead gets back. `repeat`: an enrollment request from an e-mail that already asked
 * within REPEAT_REQUEST_WINDOW_DAYS, counted on that request (answered 200, not 201).
 */
export const leadCreatedResponseSchema = z.object({
  message: z.string(),
  repeat: z.boolean().optional(),
});

export const enrollmentSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  designation: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  referralCode: z.string().nullable(),
  course: z.string(),
  status: z.enum(enrollmentStatuses),
  createdAt: z.string(),
  /** Requests from the same e-mail within 30 days counted on this one, and when the last came. */
  repeatCount: z.number().int(),
  lastRepeatAt: z.string().nullable(),
  /** What the referral code turned out to be ('unknown' is flagged in the inbox); null without. */
  referralStatus: z.enum(referralStatuses).nullable(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const contactMessageRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(contactStatuses),
  createdAt: z.string(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

/** GET /api/admin/leads: the team inbox, newest first. */
export const leadsResponseSchema = z.object({
  enrollments: z.array(enrollmentSchema),
  contactMessages: z.array(contactMessageRecordSchema),
});
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;

export const enrollmentStatusUpdateSchema = z.object({ status: z.enum(enrollmentStatuses) });
export const contactStatusUpdateSchema = z.object({ status: z.enum(contactStatuses) });

/** What a mail in the outbox is: a team notification, a visitor's confirmation, an account link. */
export const mailKinds = [
  'notification',
  'confirmation',
  'verify-email',
  'reset-password',
  'staff-invite',
  'class',
  'project',
  'mentoring',
] as const;
export type MailKindName = (typeof mailKinds)[number];

/** A mail the outbox gave up on after a day of tries; the team can send it again. */
export const mailProblemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(mailKinds),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type MailProblem = z.infer<typeof mailProblemSchema>;

/** GET /api/admin/mail-problems: how many mails failed, and the newest of them. */
export const mailProblemsResponseSchema = z.object({
  count: z.number().int(),
  mails: z.array(mailProblemSchema),
});
export type MailProblemsResponse = z.infer<typeof mailProblemsResponseSchema>;

/** POST /api/admin/mail-problems/:id/retry. */
export const mailRetriedResponseSchema = z.object({ message: z.string() });
export type MailRetriedResponse = z.infer<typeof mailRetriedResponseSchema>;
