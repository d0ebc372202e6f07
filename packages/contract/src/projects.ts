import { z } from 'zod';

/**
 * Issue #33: a batch's projects (a brief in markdown, a due date, a rubric), the learners'
 * submissions, and the mentors' reviews, one mentor at a time per submission.
 */

/** How long a mentor's claim on a submission holds: long enough to review, short if abandoned. */
export const REVIEW_CLAIM_MINUTES = 30;

export const projectVerdicts = ['passed', 'needs_work'] as const;
export type ProjectVerdict = (typeof projectVerdicts)[number];

/** Where a submission stands: waiting for a review, or reviewed with a verdict. */
export const submissionStatuses = ['awaiting_review', ...projectVerdicts] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** Where a learner stands with a project: their last submission's status, or nothing yet. */
export type MyProjectStatus = SubmissionStatus | 'not_submitted';

const wholeNumber = (message: string) => z.coerce.number(message).int(message);

const rubricLevelSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'Name each level')
    .max(60, "A level's name must be at most 60 characters"),
  points: wholeNumber('Points must be a whole number')
    .min(0, 'Points must be 0 or more')
    .max(100, 'Points must be at most 100'),
});

const rubricCriterionSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name each criterion')
    .max(120, "A criterion's name must be at most 120 characters"),
  levels: z
    .array(rubricLevelSchema)
    .min(2, 'Give each criterion at least 2 levels')
    .max(5, 'Give each criterion at most 5 levels'),
});
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

/** A project as the team or a batch's mentor sets it. */
export const projectInputSchema = z.object({
  week: wholeNumber('Week must be a whole number')
    .min(1, 'Week must be 1 or more')
    .max(52, 'Week must be at most 52'),
  title: z
    .string()
    .trim()
    .min(3, 'Title must be at least 3 characters')
    .max(120, 'Title must be at most 120 characters'),
  brief: z
    .string()
    .trim()
    .min(10, 'Write a brief of at least 10 characters')
    .max(20_000, 'The brief must be at most 20000 characters'),
  dueAt: z.iso.datetime({ offset: true, message: 'Due must be a date and time' }),
  rubric: z
    .array(rubricCriterionSchema)
    .min(1, 'Give the rubric at least one criterion')
    .max(10, 'Give the rubric at most 10 criteria'),
  /** Open each hand-in's live link in the grader's Chromium and attach an accessibility report. */
  liveCheck: z.boolean().optional().default(false),
});
export type ProjectInput = z.input<typeof projectInputSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  week: z.number().int(),
  title: z.string(),
  /** Markdown, rendered without raw HTML. */
  brief: z.string(),
  dueAt: z.string(),
  rubric: z.array(rubricCriterionSchema),
  /** The most points the rubric gives: each criterion's best level. */
  maxPoints: z.number().int(),
  liveCheck: z.boolean(),
});
export type Project = z.infer<typeof projectSchema>;

/** What the grader's Chromium found on a hand-in's live site (issue #33). */
export const liveCheckReportSchema = z.object({
  checkedAt: z.string(),
  url: z.string(),
  outcome: z.enum(['checked', 'refused', 'failed']),
  reason: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  title: z.string().nullable(),
  lang: z.string().nullable(),
  hasViewportMeta: z.boolean().nullable(),
  loadMs: z.number().nullable(),
  blockedRequests: z.number().int(),
  violations: z.array(
    z.object({
      id: z.string(),
      impact: z.string().nullable(),
      help: z.string(),
      nodes: z.number(),
    }),
  ),
});
export type LiveCheckReport = z.infer<typeof liveCheckReportSchema>;

export const batchProjectsResponseSchema = z.object({ projects: z.array(projectSchema) });
export type BatchProjectsResponse = z.infer<typeof batchProjectsResponseSchema>;

const httpsLink = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .pipe(z.url({ protocol: /^https$/, message: `${label} must be an https:// address` }));

/** What a learner hands in: where the code is, where it runs, and a word for the mentor. */
export const projectSubmissionInputSchema = z.object({
  repositoryUrl: httpsLink('Repository link'),
  liveUrl: httpsLink('Live link'),
  note: z
    .string()
    .trim()
    .max(2000, 'The note must be at most 2000 characters')
    .optional()
    .default(''),
});
export type ProjectSubmissionInput = z.input<typeof projectSubmissionInputSchema>;

/** A mentor's review: the verdict, feedback in markdown, and one level per rubric criterion. */
export const projectReviewInputSchema = z.object({
  verdict: z.enum(projectVerdicts, "Choose 'passed' or 'needs work'"),
  feedback: z
    .string()
    .trim()
    .min(3, 'Write at least 3 characters of feedback')
    .max(10_000, 'Feedback must be at most 10000 characters'),
  /** For each criterion of the rubric, in order, the index of the level chosen. */
  levels: z
    .array(
      wholeNumber('Pick a level for every criterion').min(0, 'Pick a level for every criterion'),
    )
    .max(10, 'Pick a level for every criterion'),
});
export type ProjectReviewInput = z.input<typeof projectReviewInputSchema>;

export const projectReviewSchema = z.object({
  verdict: z.enum(projectVerdicts),
  feedback: z.string(),
  scores: z.array(z.object({ criterion: z.string(), level: z.string(), points: z.number() })),
  points: z.number().int(),
  maxPoints: z.number().int(),
  reviewerName: z.string(),
  reviewedAt: z.string(),
});
export type ProjectReview = z.infer<typeof projectReviewSchema>;

export const projectSubmissionSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  /** 1 for the first hand-in, 2 for the first resubmission… */
  attempt: z.number().int(),
  repositoryUrl: z.string(),
  liveUrl: z.string(),
  note: z.string(),
  submittedAt: z.string(),
  /** Handed in after the project's due date. */
  late: z.boolean(),
  status: z.enum(submissionStatuses),
  review: projectReviewSchema.nullable(),
  /** The live site's check, once run (projects with `liveCheck` only); null before or without. */
  liveCheck: liveCheckReportSchema.nullable(),
});
export type ProjectSubmission = z.infer<typeof projectSubmissionSchema>;

export const myProjectSchema = projectSchema.extend({
  status: z.enum(['not_submitted', ...submissionStatuses]),
  /** Newest first. */
  submissions: z.array(projectSubmissionSchema),
});
export type MyProject = z.infer<typeof myProjectSchema>;

export const myProjectsResponseSchema = z.object({ projects: z.array(myProjectSchema) });
export type MyProjectsResponse = z.infer<typeof myProjectsResponseSchema>;

/** Who is reviewing a submission, until when (null: nobody, or their claim ran out). */
export const reviewClaimSchema = z
  .object({
    reviewerName: z.string(),
    expiresAt: z.string(),
    /** The caller holds it. */
    mine: z.boolean(),
  })
  .nullable();
export type ReviewClaim = z.infer<typeof reviewClaimSchema>;

/** One submission waiting for its review, in the queue (oldest first). */
export const reviewQueueItemSchema = z.object({
  submissionId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  week: z.number().int(),
  batchId: z.number().int(),
  learnerName: z.string(),
  attempt: z.number().int(),
  submittedAt: z.string(),
  late: z.boolean(),
  claim: reviewClaimSchema,
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueResponseSchema = z.object({ submissions: z.array(reviewQueueItemSchema) });
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

/** Everything a review needs on one screen. */
export const submissionForReviewSchema = z.object({
  submission: projectSubmissionSchema,
  project: projectSchema,
  learner: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
  /** The learner's earlier submissions of this project, newest first, with their reviews. */
  earlier: z.array(projectSubmissionSchema),
  claim: reviewClaimSchema,
});
export type SubmissionForReview = z.infer<typeof submissionForReviewSchema>;

/** The most points a rubric gives: the best level of each criterion. */
export const rubricMaxPoints = (rubric: readonly RubricCriterion[]): number =>
  rubric.reduce((sum, each) => sum + Math.max(...each.levels.map((level) => level.points)), 0);

/** What the projects' endpoints answer when they refuse. */
export const projectMessages = {
  noSuchProject: 'There is no such project.',
  noSuchSubmission: 'There is no such submission.',
  alreadyPassed: 'This project has passed: there is nothing more to hand in.',
  awaitingReview: 'Your last submission is still waiting for its review.',
  claimedByAnother: 'Another mentor is reviewing this submission.',
  claimFirst: 'Claim this submission before reviewing it: your claim may have run out.',
  alreadyReviewed: 'This submission has been reviewed already.',
  levelForEveryCriterion: 'Pick a level for every criterion',
} as const;
