import { z } from 'zod';

/**
 * Issue #33: the mentor cockpit, a batch's learners at a glance (attendance, projects, last
 * activity) with who is at risk and why, and a one-click nudge.
 */

/** The latest classes held missed in a row (absent; excused ones skipped) that make one at risk. */
export const AT_RISK_MISSED_CLASSES = 3;
/** Days without any activity (a class joined, a hand-in, a challenge run) that make one at risk. */
export const AT_RISK_INACTIVE_DAYS = 7;
/** One nudge per learner per batch in this many hours, whoever sends it. */
export const NUDGE_COOLDOWN_HOURS = 24;

export const cockpitLearnerSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  attendance: z.object({
    classesHeld: z.number().int(),
    attended: z.number().int(),
    missed: z.number().int(),
    /** Of the classes held, excused ones aside; null before any class counts. */
    percent: z.number().int().nullable(),
  }),
  projects: z.object({
    total: z.number().int(),
    passed: z.number().int(),
    awaitingReview: z.number().int(),
    /** Titles of projects past their due date and neither passed nor waiting for a review. */
    overdue: z.array(z.string()),
  }),
  /** The learner's last class join, hand-in or challenge run; null if none yet. */
  lastActivityAt: z.string().nullable(),
  /** Why the learner is at risk, in words; empty when they are not. */
  risks: z.array(z.string()),
  lastNudgedAt: z.string().nullable(),
  /** A WhatsApp chat with a drafted nudge, when the learner gave a phone number. */
  whatsappUrl: z.string().nullable(),
});
export type CockpitLearner = z.infer<typeof cockpitLearnerSchema>;

export const batchCockpitResponseSchema = z.object({
  /** At risk first (most reasons first), then by name. */
  learners: z.array(cockpitLearnerSchema),
});
export type BatchCockpitResponse = z.infer<typeof batchCockpitResponseSchema>;

export const nudgeInputSchema = z.object({
  userId: z.coerce.number('Choose a learner').int('Choose a learner').positive('Choose a learner'),
  note: z
    .string()
    .trim()
    .max(1000, 'The note must be at most 1000 characters')
    .optional()
    .default(''),
});
export type NudgeInput = z.input<typeof nudgeInputSchema>;

export const cockpitMessages = {
  notALearner: 'This person is not a learner of this batch.',
  nudgedRecently: `This learner was nudged in the last ${NUDGE_COOLDOWN_HOURS} hours.`,
} as const;

/** How the cockpit words each risk. */
export const riskTexts = {
  missed: (count: number) => `Missed the last ${count} classes`,
  overdue: (title: string) => `Overdue: ${title}`,
  inactive: `No activity in ${AT_RISK_INACTIVE_DAYS} days`,
} as const;
