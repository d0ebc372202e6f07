import { messages, type User } from '@launchpad/contract';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { FileStorage } from '../profile/storage.ts';
import type { UserRepo, UserRow } from '../users/repo.ts';
import { describeDevice } from './device.ts';

/**
 * What a learner can do with the account itself (India's DPDP Act 2023 expects the last two):
 * see and end sessions, download everything stored about them, and delete it.
 */
export class AccountData {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepo,
    private readonly sessions: SessionStore,
    private readonly storage: FileStorage,
  ) {}

  async sessionList(userId: number, currentId: string | null) {
    const sessions = await this.sessions.list(userId);
    return sessions.map((session) => ({
      id: session.id,
      device: describeDevice(session.userAgent),
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      current: session.id === currentId,
    }));
  }

  /**
   * Everything stored about the learner, as one JSON document. Leads are matched by the account's
   * e-mail address, which is the learner's own once verified; an unverified account gets none.
   */
  async export(user: UserRow, view: User): Promise<Record<string, unknown>> {
    const [sessions, submissions, progress, uploads, enrollments, contactMessages] =
      await Promise.all([
        this.sessionList(user.id, null),
        this.db
          .selectFrom('submissions')
          .innerJoin('challenges', 'challenges.id', 'submissions.challenge_id')
          .select([
            'submissions.challenge_id as challengeId',
            'challenges.name as challenge',
            'submissions.status',
            'submissions.score',
            'submissions.code',
            'submissions.created_at as createdAt',
          ])
          .where('submissions.user_id', '=', user.id)
          .orderBy('submissions.id')
          .execute(),
        this.db
          .selectFrom('challenge_progress')
          .select([
            'challenge_id as challengeId',
            'best_score as bestScore',
            'solved',
            'previous_data as latestCode',
            'updated_at as updatedAt',
          ])
          .where('user_id', '=', user.id)
          .execute(),
        this.db
          .selectFrom('uploads')
          .select(['name', 'kind', 'created_at as createdAt'])
          .where('user_id', '=', user.id)
          .execute(),
        user.email_verified_at ? this.leadsOf('enrollments', user.email) : [],
        user.email_verified_at ? this.leadsOf('contact_messages', user.email) : [],
      ]);
    return {
      exportedAt: new Date().toISOString(),
      account: {
        email: user.email,
        emailVerifiedAt: user.email_verified_at,
        hasPassword: user.password_hash !== null,
        googleLinked: user.google_subject !== null,
        referralCode: user.referral_code,
        userNameChanges: user.user_name_changes,
        createdAt: user.created_at,
        updatedAt: user.updated_at,
      },
      profile: view,
      sessions,
      challengeProgress: progress.map((row) => ({
        ...row,
        solved: Number(row.solved) === 1,
        latestCode: parseCode(row.latestCode),
      })),
      submissions: submissions.map((row) => ({ ...row, code: parseCode(row.code) })),
      uploads: uploads.map((row) => ({ ...row, url: `/uploads/${row.name}` })),
      enrollmentRequests: enrollments,
      contactMessages,
    };
  }

  /**
   * Deletes the account and everything that hangs off it (sessions, progress, submissions,
   * education, experience and upload records go with the row); uploaded files are removed from
   * storage first. Leads the learner sent stay: they are the team's records.
   */
  async delete(user: UserRow, typedEmail: string): Promise<void> {
    if (typedEmail !== user.email.toLowerCase()) {
      throw new HttpError(400, messages.deleteConfirmMismatch, {
        email: [messages.deleteConfirmMismatch],
      });
    }
    const files = await this.db
      .selectFrom('uploads')
      .select('name')
      .where('user_id', '=', user.id)
      .execute();
    await this.users.delete(user.id);
    for (const file of files) await this.storage.delete(file.name);
  }

  private leadsOf(table: 'enrollments' | 'contact_messages', email: string) {
    return this.db.selectFrom(table).selectAll().where('email', '=', email).orderBy('id').execute();
  }
}

/** Stored code is JSON (language → base64); a pruned submission has none. */
function parseCode(code: string): unknown {
  if (!code) return null;
  try {
    return JSON.parse(code);
  } catch {
    return null;
  }
}
