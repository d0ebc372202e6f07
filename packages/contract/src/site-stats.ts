import { z } from 'zod';

/**
 * The figures the public pages show as proof (issue #15): counted in our own database, never
 * typed in. Served from a short cache, so a busy home page costs no query per visit.
 */
export const siteStatsSchema = z.object({
  /** Challenges a learner can open today. */
  challenges: z.number().int().nonnegative(),
  /** Accounts signed up. */
  learners: z.number().int().nonnegative(),
  /** Challenges solved, as the server's grader verified them (one per learner and challenge). */
  verifiedSolutions: z.number().int().nonnegative(),
  /** When these were counted (ISO 8601). */
  countedAt: z.iso.datetime(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
