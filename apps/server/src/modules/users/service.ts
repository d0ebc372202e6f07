import {
  RECENT_SOLVES_SHOWN,
  type ProgramStanding,
  type PublicProfile,
  type Topic,
  type User,
} from '@launchpad/contract';
import { afterCommit, type Trx } from '../../db/unit-of-work.ts';
import { keptUnlessFailed } from '../../kept.ts';
import type { ProfileFields, UserRepo, UserRow } from './repo.ts';
import {
  serializePublicProfile,
  serializeUser,
  zeroByTopic,
  type ProgressSummary,
} from './serializer.ts';

export type { ProfileFields, UserRow } from './repo.ts';
export { USER_NAME_CHANGE_LIMIT } from './serializer.ts';
export { userNameCandidates } from './user-names.ts';

/**
 * The users module's API: the only way other modules read or change the `users` table (its repo
 * is private to the module).
 */
export class UserService {
  private listeners: Array<(userId: number) => Promise<void>> = [];

  constructor(private readonly repo: UserRepo) {}

  /**
   * Called after every committed change to a user's row or to anything built from it (a
   * submission, a hint, a grade, an enrollment): the session cache keeps rows it read, and what
   * was built from them (their user object, challenge list and details), and drops them then,
   * here and, through Redis, on every instance (app.ts; decision 0017).
   */
  onChanged(listener: (userId: number) => Promise<void>): void {
    this.listeners.push(listener);
  }

  /**
   * Says that a user's row, or something built from it, changed. The service's own one-statement
   * writes call it; a write inside a unit of work declares it with `changedIn` instead.
   */
  async changed(userId: number): Promise<void> {
    for (const listener of this.listeners) await listener(userId);
  }

  /**
   * Declares, inside a unit of work, that this user's row or something built from it changed:
   * `changed` runs once the unit commits (db/unit-of-work.ts).
   */
  changedIn(trx: Trx, userId: number): void {
    afterCommit(trx, `user ${userId} changed`, () => this.changed(userId));
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.repo.findById(id);
  }

  /** The accounts of these addresses whose owners proved them (a batch's learners), by name. */
  verifiedByEmails(emails: readonly string[]): Promise<UserRow[]> {
    return this.repo.verifiedByEmails(emails.map((email) => email.toLowerCase()));
  }

  byIds(ids: readonly number[]): Promise<UserRow[]> {
    return this.repo.byIds(ids);
  }

  /** Everyone invited to the team or to mentor (ADMIN_EMAILS accounts are not listed). */
  withStaffRoles(): Promise<UserRow[]> {
    return this.repo.withStaffRoles();
  }

  /**
   * Gives an account a role, in the caller's unit of work. Opening the invite's link proved the
   * address, so it is marked verified too.
   */
  async acceptRole(trx: Trx, id: number, role: UserRow['role']): Promise<void> {
    await this.repo.setRole(trx, id, role);
    await this.repo.markVerified(trx, id);
    this.changedIn(trx, id);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.repo.findByEmail(email);
  }

  findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
    return this.repo.findByGoogleSubject(subject);
  }

  /** The user with this name if their profile is public; a private one is as good as missing. */
  findPublicByUserName(userName: string): Promise<UserRow | undefined> {
    return this.repo.findPublicByUserName(userName);
  }

  isUserNameTaken(userName: string): Promise<boolean> {
    return this.repo.isUserNameTaken(userName);
  }

  insert(values: Parameters<UserRepo['insert']>[0]): Promise<UserRow> {
    return this.repo.insert(values);
  }

  /** Changes any of the account fields that sign-in owns, stamping `updated_at`. */
  async update(id: number, values: Parameters<UserRepo['update']>[1]): Promise<UserRow> {
    const row = await this.repo.update(id, values);
    await this.changed(id);
    return row;
  }

  /** How many accounts exist (the public figures). */
  count(): Promise<number> {
    return this.repo.count();
  }

  /** Deletes the user; what hangs off the row (sessions, progress, uploads…) goes with it. */
  async delete(id: number): Promise<void> {
    await this.repo.delete(id);
    await this.changed(id);
  }

  /** Profile editing: saves the profile fields inside the caller's unit of work. */
  async saveProfile(trx: Trx, id: number, values: ProfileFields): Promise<void> {
    await this.repo.saveProfile(trx, id, values);
    this.changedIn(trx, id);
  }

  /** Whether any profile shows this link as its photo or its resume. */
  isShownOnAProfile(link: string): Promise<boolean> {
    return this.repo.isShownOnAProfile(link);
  }

  /** Referral codes: gives the code unless the user has one; answers whether it was given. */
  async claimReferralCode(id: number, code: string): Promise<boolean> {
    const claimed = await this.repo.claimReferralCode(id, code);
    if (claimed) await this.changed(id);
    return claimed;
  }

  referralCodeOf(id: number): Promise<string | null> {
    return this.repo.referralCodeOf(id);
  }

  findByReferralCode(code: string): Promise<Pick<UserRow, 'id' | 'email'> | undefined> {
    return this.repo.findByReferralCode(code);
  }
}

/** Aggregates come back as strings from PostgreSQL and numbers from SQLite. */
type Count = number | string | bigint | null;

/**
 * What the user object needs from the modules that own the rest of it. The users module imports
 * none of them (they import users): app.ts passes their services, which fit these shapes.
 */
export interface ChallengeProgressSource {
  /**
   * Per topic: how many active challenges it has, and the learner's solved count and points over
   * them (read from their progress rows, never a stored copy, so a grade shows in the next read).
   */
  progressByTopic(
    userId: number,
  ): Promise<Array<{ topic: string; total: Count; solved: Count; points: Count }>>;
  /** The learner's latest verified solves of active challenges, newest first. */
  recentSolves(
    userId: number,
    limit: number,
  ): Promise<Array<{ name: string; topic: string; solvedAt: string }>>;
}
export interface EnrollmentSource {
  /** The courses an e-mail is enrolled in. */
  enrolledCourses(email: string): Promise<string[]>;
  /** Where an e-mail's requests stand with the program (null: none open). */
  programStanding(email: string): Promise<ProgramStanding | null>;
}
export interface ProfileListsSource {
  /** The learner's education and experience. */
  listsOf(userId: number): Promise<Pick<User, 'education' | 'experience'>>;
}

export interface CertificateListSource {
  /** The learner's completion certificates that verify, newest first. */
  shownFor(userId: number): Promise<PublicProfile['certificates']>;
}

/** Builds the user object the API answers with, joining what other modules know of the user. */
export class UserViews {
  constructor(
    private readonly challenges: ChallengeProgressSource,
    private readonly leads: EnrollmentSource,
    private readonly lists: ProfileListsSource,
    private readonly certificates: CertificateListSource,
    private readonly adminEmails: readonly string[],
  ) {}

  /**
   * The user object of a row, built once per row object. The session cache hands every request
   * of a session the same row object until anything a user object is made of changes (their row,
   * a grade, an enrollment, their profile lists: `UserService.changed` drops the row everywhere),
   * so a learner's repeated reads cost no query; a row read afresh is a new object and builds anew.
   */
  of(row: UserRow): Promise<User> {
    return keptUnlessFailed(this.userByRow, row, () => this.build(row));
  }

  private readonly userByRow = new WeakMap<UserRow, Promise<User>>();

  private async build(row: UserRow): Promise<User> {
    const [progress, enrolledCourse, standing, lists] = await Promise.all([
      this.progress(row.id),
      this.leads.enrolledCourses(row.email),
      // Requests are someone's by their e-mail alone: not shown until the account proved it.
      row.email_verified_at === null ? null : this.leads.programStanding(row.email),
      this.lists.listsOf(row.id),
    ]);
    return serializeUser(row, progress, {
      isAdmin: this.isAdmin(row),
      isMentor: this.isMentor(row),
      enrolledCourse,
      programStanding: standing,
      ...lists,
    });
  }

  /** The public profile of a user who chose to show it (the caller checked that they did). */
  async publicProfileOf(row: UserRow): Promise<PublicProfile> {
    const [progress, recentSolves, certificates] = await Promise.all([
      this.progress(row.id),
      this.challenges.recentSolves(row.id, RECENT_SOLVES_SHOWN),
      this.certificates.shownFor(row.id),
    ]);
    return serializePublicProfile(
      row,
      progress,
      recentSolves.map(({ name, topic, solvedAt }) => ({
        challengeName: name,
        topic: topic as Topic,
        solvedAt,
      })),
      certificates,
    );
  }

  /**
   * On the team: an ADMIN_EMAILS address, or an account the team invited, whose owner proved the
   * address (a stranger may register it).
   */
  isAdmin(row: Pick<UserRow, 'email' | 'email_verified_at' | 'role'>): boolean {
    return (
      row.email_verified_at !== null && (row.role === 'team' || this.isAdminAddress(row.email))
    );
  }

  /** A mentor the team invited, with a proved address (the team's own pages say `isAdmin`). */
  isMentor(row: Pick<UserRow, 'email_verified_at' | 'role'>): boolean {
    return row.email_verified_at !== null && row.role === 'mentor';
  }

  /** Staff: on the team or a mentor. Which batches a mentor may see is the classes module's. */
  isStaff(row: Pick<UserRow, 'email' | 'email_verified_at' | 'role'>): boolean {
    return this.isAdmin(row) || this.isMentor(row);
  }

  /** Listed in ADMIN_EMAILS, verified or not. */
  isAdminAddress(email: string): boolean {
    return this.adminEmails.includes(email.toLowerCase());
  }

  private async progress(userId: number): Promise<ProgressSummary> {
    const summary: ProgressSummary = {
      solvedByTopic: zeroByTopic(),
      pointsByTopic: zeroByTopic(),
      totalByTopic: zeroByTopic(),
    };
    // Aggregates come back as strings from PostgreSQL and numbers from SQLite.
    for (const row of await this.challenges.progressByTopic(userId)) {
      summary.solvedByTopic[row.topic as Topic] = Number(row.solved ?? 0);
      summary.pointsByTopic[row.topic as Topic] = Number(row.points ?? 0);
      summary.totalByTopic[row.topic as Topic] = Number(row.total);
    }
    return summary;
  }
}
