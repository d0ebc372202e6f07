import type { Topic, User } from '@launchpad/contract';
import type { ChallengeRepo } from '../challenges/repo.ts';
import type { LeadsRepo } from '../leads/repo.ts';
import type { ProfileListsRepo } from '../profile/repo.ts';
import type { UserRow } from './repo.ts';
import { serializeUser, zeroByTopic, type ProgressSummary } from './serializer.ts';

/** Builds the user object the API answers with, joining what other modules know of the user. */
export class UserViews {
  constructor(
    private readonly challenges: ChallengeRepo,
    private readonly leads: LeadsRepo,
    private readonly lists: ProfileListsRepo,
    private readonly adminEmails: readonly string[],
  ) {}

  async of(row: UserRow): Promise<User> {
    const [progress, enrolledCourse, lists] = await Promise.all([
      this.progress(row.id),
      this.leads.enrolledCourses(row.email),
      this.lists.load(row.id),
    ]);
    return serializeUser(row, progress, { isAdmin: this.isAdmin(row), enrolledCourse, ...lists });
  }

  /** On the team: an ADMIN_EMAILS address whose owner proved it (a stranger may register it). */
  isAdmin(row: Pick<UserRow, 'email' | 'email_verified_at'>): boolean {
    return row.email_verified_at !== null && this.isAdminAddress(row.email);
  }

  /** Listed in ADMIN_EMAILS, verified or not. */
  isAdminAddress(email: string): boolean {
    return this.adminEmails.includes(email.toLowerCase());
  }

  private async progress(userId: number): Promise<ProgressSummary> {
    const [progress, totals] = await Promise.all([
      this.challenges.progressByTopic(userId),
      this.challenges.totalsByTopic(),
    ]);
    const summary: ProgressSummary = {
      solvedByTopic: zeroByTopic(),
      pointsByTopic: zeroByTopic(),
      totalByTopic: zeroByTopic(),
    };
    // Aggregates come back as strings from PostgreSQL and numbers from SQLite.
    for (const row of progress) {
      summary.solvedByTopic[row.topic as Topic] = Number(row.solved ?? 0);
      summary.pointsByTopic[row.topic as Topic] = Number(row.points ?? 0);
    }
    for (const row of totals) summary.totalByTopic[row.topic as Topic] = Number(row.total);
    return summary;
  }
}
