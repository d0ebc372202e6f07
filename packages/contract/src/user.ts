import { z } from 'zod';
import { programStandings } from './constants.ts';
import { perTopic, topicIdsOf, topicRegistry, topics, type TopicRegistry } from './topics.ts';

export function topicSchemaOf<R extends TopicRegistry>(registry: R) {
  return z.enum(topicIdsOf(registry));
}
export const topicSchema = z.enum(topics);

/** A whole number per topic: `solvedByTopic`, `fe_total_by_topic`. */
export function perTopicSchemaOf<R extends TopicRegistry>(registry: R) {
  return z.object(perTopic(() => z.number().int(), registry));
}
export const perTopicSchema = perTopicSchemaOf(topicRegistry);
export type PerTopic = z.infer<typeof perTopicSchema>;

export const educationSchema = z.object({
  instituteName: z.string(),
  fieldOfStudy: z.string(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});

export const experienceSchema = z.object({
  positionName: z.string(),
  companyName: z.string(),
  duration: z.string(),
  skills: z.array(z.string()),
  type: z.literal('job'),
});

/** The user as the server sends it (product rules §3). Never carries credentials. */
export const userSchema = z.object({
  name: z.string(),
  userName: z.string(),
  email: z.string(),
  /** The owner proved the address (mail link, password reset or Google). */
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  socialLinks: z.object({
    github: z.string().nullable(),
    linkedin: z.string().nullable(),
    resume: z.string().nullable(),
  }),
  education: z.array(educationSchema),
  experience: z.array(experienceSchema),
  enrolledCourse: z.array(z.string()),
  /**
   * Where the owner stands with the program, shown instead of 'Enroll Now' (issue #27): from the
   * enrollment requests of their e-mail, once it is verified; null with none open.
   */
  programStanding: z.enum(programStandings).nullable(),
  frontendQuestions: z.object({
    totalScore: z.number().int(),
    solved: z.number().int(),
    solvedByTopic: perTopicSchema,
  }),
  fe_total: z.number().int(),
  fe_total_by_topic: perTopicSchema,
  userNameChangesLeft: z.number().int(),
  /** On the team (a verified ADMIN_EMAILS address, or invited to it): sees the Inbox. */
  isAdmin: z.boolean(),
  /** A mentor (invited, verified): sees the classes and learners of the batches they teach. */
  isMentor: z.boolean(),
  /** The owner shows the profile at /u/{userName} ('Show my profile publicly'). */
  publicProfile: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const currentUserResponseSchema = z.union([
  z.object({ user: userSchema, isLoggedIn: z.literal(true) }),
  z.object({ user: z.null(), isLoggedIn: z.literal(false) }),
]);
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
