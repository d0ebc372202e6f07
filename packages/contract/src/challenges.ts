import { MAX_ROW_ID } from './ids.ts';
import { z } from 'zod';
import {
  languages,
  languagesOf,
  previewBuilderOf,
  programModules,
  topicProblem,
  topicRegistry,
  type TopicRegistry,
} from './topics.ts';
import { topicSchema, topicSchemaOf } from './user.ts';

export const difficulties = ['Easy', 'Medium', 'Hard'] as const;
export const difficultySchema = z.enum(difficulties);
export type Difficulty = z.infer<typeof difficultySchema>;

/** Points for a fully solved challenge, the same in every topic. */
export const SCORE_BY_DIFFICULTY: Record<Difficulty, number> = { Easy: 10, Medium: 20, Hard: 40 };

/** '.html, .css, .js or .jsx' */
const extensionList = (extensions: readonly string[]) =>
  extensions
    .map((extension) => `.${extension}`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

function filePathSchemaOf(registry: TopicRegistry) {
  const extensions = languagesOf(registry);
  return z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]+\\.(${extensions.join('|')})$`),
      `must be a plain file name ending in ${extensionList(extensions)}`,
    );
}

export function challengeConfigSchemaOf(registry: TopicRegistry) {
  const filePathSchema = filePathSchemaOf(registry);
  return z
    .object({
      open_paths: z.array(filePathSchema).min(1),
      active_path: filePathSchema,
      componentName: z
        .string()
        .regex(/^[A-Z][A-Za-z0-9]*$/, 'must be a component name such as App')
        .optional(),
      /**
       * 'virtual': the tests run the learner's timers and Date on a clock they advance
       * (`sleep(ms)` moves it by ms at once), so no test waits in real time (docs/challenges.md).
       */
      clock: z.literal('virtual').optional(),
      /**
       * true: the page loads the fake REST API (the api topic's runtime script, fake-api.js), so
       * the tests declare the answers to its requests and count them with `fakeApi` where the
       * page cannot reach (docs/challenges.md). A spy on the learner's own `axios.get` could be
       * kept by the page, which then decided which calls the tests heard (issue #47). Opt-in per
       * challenge, so the other JavaScript and React challenges load none of it.
       */
      fakeApi: z.literal(true).optional(),
    })
    .refine((config) => config.open_paths.includes(config.active_path), {
      message: 'active_path must be one of open_paths',
      path: ['active_path'],
    });
}

export const challengeConfigSchema = challengeConfigSchemaOf(topicRegistry);
export type ChallengeConfig = z.infer<typeof challengeConfigSchema>;

/** `meta.json` of a challenge folder (docs/challenges.md), for a topic registry. */
export function challengeMetaSchemaOf<R extends TopicRegistry>(registry: R) {
  return z
    .object({
      id: z.number().int().positive(),
      slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
      name: z.string().trim().min(3).max(80),
      topic: topicSchemaOf(registry),
      difficulty: difficultySchema,
      score: z.number().int().positive(),
      /** Position within its topic, from first steps to interview level. */
      order: z.number().int().nonnegative(),
      /** The program module (1–6, `programModules`) the challenge practises. */
      module: z
        .number()
        .int()
        .min(1)
        .max(programModules.length, `must be a program module, 1–${programModules.length}`),
      config: challengeConfigSchemaOf(registry),
      /**
       * Files the learner is given ready-made (the same in starter/ and solution/), such as a CSS
       * challenge's index.html. Any other starter file must differ from its solution.
       */
      given: z.array(z.string()).optional(),
    })
    .strict()
    .refine((meta) => meta.score === SCORE_BY_DIFFICULTY[meta.difficulty], {
      message: 'score must match the difficulty (Easy 10, Medium 20, Hard 40)',
      path: ['score'],
    })
    .superRefine((meta, context) => {
      const problem = topicProblem(
        { topic: meta.topic, id: meta.id, paths: meta.config.open_paths },
        registry,
      );
      if (problem) {
        const path = problem.field === 'paths' ? ['config', 'open_paths'] : [problem.field];
        context.addIssue({ code: 'custom', message: problem.message, path });
      }
    })
    .refine(
      (meta) =>
        previewBuilderOf(meta.topic, meta.config.open_paths, registry) !== 'react' ||
        meta.config.componentName !== undefined,
      {
        message: 'React challenges name their component in config.componentName',
        path: ['config', 'componentName'],
      },
    )
    .refine((meta) => (meta.given ?? []).every((path) => meta.config.open_paths.includes(path)), {
      message: 'every given file must be one of config.open_paths',
      path: ['given'],
    });
}

export const challengeMetaSchema = challengeMetaSchemaOf(topicRegistry);
export type ChallengeMeta = z.infer<typeof challengeMetaSchema>;

export const challengeListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  topic: topicSchema,
  score: z.number().int(),
  difficulty: difficultySchema,
  /** The program module (1–6) it practises. */
  module: z.number().int(),
  submission_status: z.enum(['solved', 'unsolved', 'not_attempted']),
  /** The learner's best graded score on it (0 when not attempted or not graded yet). */
  best_score: z.number().int().nonnegative(),
});
export type ChallengeListItem = z.infer<typeof challengeListItemSchema>;

/** Base64 of UTF-8 text, as the spec's files and previous_data carry code. */
export const base64Schema = z
  .string()
  .max(140_000, 'each file may be at most about 100 KB')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');

export const previousDataSchema = z.partialRecord(z.enum(languages), base64Schema);
export type PreviousData = z.infer<typeof previousDataSchema>;

/** The reference solution: file path → base64 of its text, like the detail's starter files. */
export const referenceSolutionSchema = z.object({ files: z.record(z.string(), z.string()) });
export type ReferenceSolution = z.infer<typeof referenceSolutionSchema>;

/** A challenge's hints for one learner: how many there are, and the ones they revealed. */
export const challengeHintsSchema = z.object({
  total: z.number().int(),
  revealed: z.array(z.string()),
});
export type ChallengeHints = z.infer<typeof challengeHintsSchema>;

export const challengeDetailSchema = z.object({
  id: z.number().int(),
  type: z.literal('frontend'),
  name: z.string(),
  score: z.number().int(),
  difficulty: difficultySchema,
  topic: topicSchema,
  slug: z.string(),
  question_body: z.string(),
  files: z.record(z.string(), z.string()),
  config: challengeConfigSchema,
  temp_jsx: z.string().nullable(),
  previous_data: previousDataSchema,
  hints: challengeHintsSchema,
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

export const submissionRequestSchema = z
  .object({
    questionId: z.number().int().positive(),
    status: z.enum(['solved', 'unsolved']),
    score: z.number().int().min(0),
    previous_data: previousDataSchema,
  })
  .refine(
    (body) =>
      Object.values(body.previous_data).reduce((sum, value) => sum + (value?.length ?? 0), 0) <=
      280_000,
    { message: 'the saved code may be at most about 200 KB in all', path: ['previous_data'] },
  );
export type SubmissionRequest = z.infer<typeof submissionRequestSchema>;

/** The workspace's type check of a TypeScript challenge: the learner's files as they are now. */
export const typeCheckRequestSchema = z.object({ previous_data: previousDataSchema });
export type TypeCheckRequest = z.infer<typeof typeCheckRequestSchema>;

export const testResultSchema = z.object({
  name: z.string(),
  passed: z.boolean(),
  /** Why it failed; empty when it passed, and for a hidden test. */
  message: z.string(),
  /** One of the grader's hidden tests: `name` is its description for the learner. */
  hidden: z.boolean().optional(),
});

/**
 * The type check's results (the code has no type errors, then each visible type-level test), the
 * same shape as a graded run's; empty for a challenge without TypeScript.
 */
export const typeCheckResponseSchema = z.object({ results: z.array(testResultSchema) });
export type TypeCheckResponse = z.infer<typeof typeCheckResponseSchema>;

/**
 * A submission as the server graded it (product rules §4): 'pending' until the grader has run the
 * tests, visible and hidden, in Chromium; then its verdict, score and one result per test.
 * `verified` is false only for records kept from before server grading.
 */
export const submissionSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  status: z.enum(['pending', 'solved', 'unsolved']),
  score: z.number().int(),
  tests: z.array(testResultSchema),
  verified: z.boolean(),
  /** Why the run failed as a whole (over the time limit, crashed); null otherwise. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  gradedAt: z.string().nullable(),
  /**
   * What this grade added to the learner's total: its score minus their best before it, 0 when
   * it did not beat it. Null while pending and for grades recorded before it was kept.
   */
  pointsEarned: z.number().int().nonnegative().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** A submission in the learner's history, with its code while it is kept (the latest 20). */
export const historySubmissionSchema = submissionSchema.extend({
  /** The code as submitted (language → base64); null once it was not kept. */
  code: previousDataSchema.nullable(),
});
export type HistorySubmission = z.infer<typeof historySubmissionSchema>;

/** A hint the learner revealed (numbered from 1), and when. */
export const hintRevealSchema = z.object({
  hint: z.number().int().positive(),
  revealedAt: z.string(),
});
export type HintReveal = z.infer<typeof hintRevealSchema>;

/** The learner's history of one challenge: submissions and hint reveals, each newest first. */
export const submissionHistorySchema = z.object({
  submissions: z.array(historySubmissionSchema),
  hintReveals: z.array(hintRevealSchema),
});
export type SubmissionHistory = z.infer<typeof submissionHistorySchema>;

export const submissionHistoryQuerySchema = z.object({
  questionId: z.coerce
    .number()
    .int('Unknown challenge')
    .positive('Unknown challenge')
    .max(MAX_ROW_ID, 'Unknown challenge'),
});
