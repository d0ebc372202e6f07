import { z } from 'zod';
import { certificateSummarySchema } from './certificates.ts';
import { messages } from './messages.ts';
import { perTopicSchema, topicSchema, userSchema } from './user.ts';

export const BIO_MAX = 255;
export const YEAR_MIN = 1980;
export const YEAR_MAX = 2030;
export const MAX_PROFILE_ROWS = 20;

/** Turns '' into null, so a cleared field is stored as empty rather than as a blank string. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** An absolute http(s) URL with a host and no white space. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** Uploaded files are served by us at /uploads/<random name>. */
export const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]{16,64}\.(webp|pdf)$/;

/**
 * A link a profile may show: an http(s) URL, or a file we stored. Anything else — `javascript:`,
 * `data:`, relative paths — is refused, so a profile link can never run script.
 */
export const profileLinkSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(500, 'Links must be at most 500 characters')
    .refine((value) => UPLOAD_PATH.test(value) || HTTP_URL.test(value), messages.invalidLink)
    .nullable(),
);

const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable(),
  );

const year = z.preprocess(
  blankToNull,
  z.coerce
    .number()
    .int()
    .min(YEAR_MIN, `Years go from ${YEAR_MIN} to ${YEAR_MAX}`)
    .max(YEAR_MAX, `Years go from ${YEAR_MIN} to ${YEAR_MAX}`)
    .nullable(),
);

export const educationInputSchema = z
  .object({
    instituteName: z.string().trim().max(120, 'Institute name must be at most 120 characters'),
    fieldOfStudy: z.string().trim().max(120, 'Field of study must be at most 120 characters'),
    startYear: year.optional().default(null),
    endYear: year.optional().default(null),
  })
  .refine((row) => row.startYear === null || row.endYear === null || row.startYear <= row.endYear, {
    message: 'The start year must not be after the end year',
    path: ['endYear'],
  });

/** Skills arrive comma-separated or as a list; either way trimmed, with empty entries dropped. */
const skillsSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : value)
      .map((skill) => skill.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(40, 'Each skill must be at most 40 characters'))
      .max(30, 'At most 30 skills'),
  );

export const experienceInputSchema = z.object({
  positionName: z.string().trim().max(120, 'Position must be at most 120 characters'),
  companyName: z.string().trim().max(120, 'Company must be at most 120 characters'),
  duration: z.string().trim().max(60, 'Duration must be at most 60 characters'),
  skills: skillsSchema.optional().default([]),
  /** Product rules §3: fixed to 'job' on save, whatever is sent. */
  type: z
    .unknown()
    .optional()
    .transform(() => 'job' as const),
});

/** What a user name is: 3 to 30 lower-case letters, digits, _ or -. */
export const USER_NAME_PATTERN = /^[a-z0-9_-]{3,30}$/;

const isBlankEducation = (row: z.output<typeof educationInputSchema>) =>
  !row.instituteName && !row.fieldOfStudy && row.startYear === null && row.endYear === null;
const isBlankExperience = (row: z.output<typeof experienceInputSchema>) =>
  !row.positionName && !row.companyName && !row.duration && row.skills.length === 0;

/** POST /api/user/editprofile (product rules §7). Blank education and experience rows are dropped. */
export const editProfileRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .max(80, 'Name must be at most 80 characters'),
  userName: z
    .string()
    .trim()
    .toLowerCase()
    .regex(USER_NAME_PATTERN, 'Username: 3 to 30 lower-case letters, digits, _ or -'),
  /** Read-only: accepted so the spec's payload validates, never changed. */
  email: z.string().optional(),
  website: profileLinkSchema.optional().default(null),
  image: profileLinkSchema.optional().default(null),
  bio: z
    .preprocess(blankToNull, z.string().trim().max(BIO_MAX, messages.bioTooLong).nullable())
    .optional()
    .default(null),
  location: optionalText(100, 'Location').optional().default(null),
  dateOfBirth: z
    .preprocess(
      blankToNull,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2001-04-23')
        .refine(
          (value) => !Number.isNaN(Date.parse(value)) && Date.parse(value) < Date.now(),
          'Please enter a real date in the past',
        )
        .nullable(),
    )
    .optional()
    .default(null),
  socialLinks: z
    .object({
      github: profileLinkSchema.optional().default(null),
      linkedin: profileLinkSchema.optional().default(null),
      resume: profileLinkSchema.optional().default(null),
    })
    .optional()
    .default({ github: null, linkedin: null, resume: null }),
  education: z
    .array(educationInputSchema)
    .max(MAX_PROFILE_ROWS, `At most ${MAX_PROFILE_ROWS} education entries`)
    .optional()
    .default([])
    .transform((rows) => rows.filter((row) => !isBlankEducation(row))),
  experience: z
    .array(experienceInputSchema)
    .max(MAX_PROFILE_ROWS, `At most ${MAX_PROFILE_ROWS} experience entries`)
    .optional()
    .default([])
    .transform((rows) => rows.filter((row) => !isBlankExperience(row))),
  /**
   * 'Show my profile publicly'. Left out, the saved choice stays (a client written against the
   * spec's payload never turns a profile off or on).
   */
  publicProfile: z.boolean().optional(),
});
export type EditProfileRequest = z.input<typeof editProfileRequestSchema>;

/** What POST /api/user/editprofile answers: the saved user, as every screen shows it. */
export const editProfileResponseSchema = z.object({ message: z.string(), user: userSchema });
export type EditProfileResponse = z.infer<typeof editProfileResponseSchema>;

/** GET /api/public-profiles/{username}: a user name, as stored (lower case). */
export const publicProfileParamsSchema = z.object({
  username: z.string().max(30).regex(USER_NAME_PATTERN, 'Unknown user name'),
});

/** How many of a public profile's latest solves it lists. */
export const RECENT_SOLVES_SHOWN = 10;

/**
 * A profile its owner chose to show to anyone: what it says about them, and their results as the
 * server graded them. Nothing private (e-mail, date of birth, resume, education, experience).
 */
export const publicProfileSchema = z.object({
  name: z.string(),
  userName: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  socialLinks: z.object({ github: z.string().nullable(), linkedin: z.string().nullable() }),
  /** Verified results only, in the user object's shape (product rules §3). */
  frontendQuestions: userSchema.shape.frontendQuestions,
  fe_total: z.number().int(),
  fe_total_by_topic: perTopicSchema,
  /** The latest solved challenges, newest first, each at its first verified solve. */
  recentSolves: z.array(
    z.object({ challengeName: z.string(), topic: topicSchema, solvedAt: z.string() }),
  ),
  /** Completion certificates that verify (not revoked), newest first. */
  certificates: z.array(certificateSummarySchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** GET /api/referrals/me */
export const referralResponseSchema = z.object({
  code: z.string(),
  /** Enrollment requests with this code that the team marked enrolled. */
  referrals: z.number().int(),
  points: z.number().int(),
});
export type ReferralResponse = z.infer<typeof referralResponseSchema>;

export const REFERRAL_POINTS = 100;
export const REFERRAL_CODE_PATTERN = /^RF[A-Z]{2}[A-Z][0-9]$/;
