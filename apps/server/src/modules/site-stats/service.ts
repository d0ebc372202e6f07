import type { SiteStats } from '@launchpad/contract';

/** What the figures are counted from: the modules that own those tables (app.ts passes them). */
export interface SiteStatsSources {
  users: { count(): Promise<number> };
  challenges: { publicCounts(): Promise<{ challenges: number; verifiedSolutions: number }> };
}

/** How long one count serves: the figures move slowly, the home page is read often. */
export const SITE_STATS_TTL_MS = 60_000;

/**
 * The public figures, counted at most once per TTL per instance. Concurrent visits while a count
 * runs share it, so a burst of visitors costs one set of queries.
 */
export class SiteStatsService {
  private cached: { stats: SiteStats; expiresAt: number } | undefined;
  private counting: Promise<SiteStats> | undefined;

  constructor(
    private readonly sources: SiteStatsSources,
    private readonly ttlMs = SITE_STATS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<SiteStats> {
    if (this.cached && this.cached.expiresAt > this.now())
      return Promise.resolve(this.cached.stats);
    this.counting ??= this.count().finally(() => (this.counting = undefined));
    return this.counting;
  }

  private async count(): Promise<SiteStats> {
    const [learners, counts] = await Promise.all([
      this.sources.users.count(),
      this.sources.challenges.publicCounts(),
    ]);
    const stats: SiteStats = {
      challenges: counts.challenges,
      learners,
      verifiedSolutions: counts.verifiedSolutions,
      countedAt: new Date(this.now()).toISOString(),
    };
    this.cached = { stats, expiresAt: this.now() + this.ttlMs };
    return stats;
  }
}
