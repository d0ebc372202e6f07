import { z } from 'zod';

/**
 * Issue #33: what a learner must do to complete a batch (per batch; the team sets it), and how
 * far each learner is. A certificate follows the rules (decision 0028).
 */

/** The rules of a batch the team has not set: three quarters of the classes, every project. */
export const defaultCompletionRules = {
  minAttendancePercent: 75,
  allProjectsPassed: true,
  minVerifiedChallenges: 0,
} as const;

const wholeNumber = (message: string) => z.coerce.number(message).int(message);

export const completionRulesSchema = z.object({
  minAttendancePercent: wholeNumber('Attendance must be a whole percentage')
    .min(0, 'Attendance must be between 0 and 100 %')
    .max(100, 'Attendance must be between 0 and 100 %'),
  allProjectsPassed: z.boolean('Say whether every project must pass'),
  minVerifiedChallenges: wholeNumber('Challenges must be a whole number')
    .min(0, 'Challenges must be 0 or more')
    .max(1000, 'Challenges must be at most 1000'),
});
export type CompletionRules = z.infer<typeof completionRulesSchema>;
export type CompletionRulesInput = z.input<typeof completionRulesSchema>;

/** One learner's standing against their batch's rules. */
export const completionProgressSchema = z.object({
  batchId: z.number().int(),
  rules: completionRulesSchema,
  attendance: z.object({
    /** Classes over and not cancelled. */
    classesHeld: z.number().int(),
    /** Marked present or late (or joined, where no mark was saved). */
    attended: z.number().int(),
    /** Excused classes count neither for nor against. */
    excused: z.number().int(),
    /** attended / (held − excused), rounded down; null before any class counts. */
    percent: z.number().int().nullable(),
  }),
  projects: z.object({ total: z.number().int(), passed: z.number().int() }),
  /** Challenges the server's grader verified as solved, and their points. */
  challenges: z.object({ verified: z.number().int(), points: z.number().int() }),
  met: z.object({ attendance: z.boolean(), projects: z.boolean(), challenges: z.boolean() }),
  complete: z.boolean(),
});
export type CompletionProgress = z.infer<typeof completionProgressSchema>;

export const myCompletionResponseSchema = z.object({
  batches: z.array(completionProgressSchema),
});
export type MyCompletionResponse = z.infer<typeof myCompletionResponseSchema>;

export const batchCompletionResponseSchema = z.object({
  learners: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      email: z.string(),
      progress: completionProgressSchema,
    }),
  ),
});
export type BatchCompletionResponse = z.infer<typeof batchCompletionResponseSchema>;
