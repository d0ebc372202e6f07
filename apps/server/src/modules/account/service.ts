import { messages, type User } from '@launchpad/contract';
import { HttpError } from '../../http/errors.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { ChallengeService } from '../challenges/service.ts';
import type { CertificateService } from '../certificates/service.ts';
import type { LeadsService } from '../leads/service.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { PreferencesService } from '../preferences/service.ts';
import type { ProfileService } from '../profile/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { describeDevice } from './device.ts';

/**
 * What a learner can do with the account itself (India's DPDP Act 2023 expects the last two):
 * see and end sessions, download everything stored about them, and delete it. The account module
 * owns no table: it asks the module that owns each one.
 */
export class AccountData {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionStore,
    private readonly challenges: ChallengeService,
    private readonly leads: LeadsService,
    private readonly profiles: ProfileService,
    private readonly preferences: PreferencesService,
    private readonly payments: Pick<PaymentsService, 'exportFor'>,
    private readonly certificates: Pick<CertificateService, 'exportFor'>,
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
    const verified = user.email_verified_at !== null;
    const [sessions, challenges, uploads, editorPreferences, leads, payments, certificates] =
      await Promise.all([
        this.sessionList(user.id, null),
        this.challenges.exportFor(user.id),
        this.profiles.uploadsOf(user.id),
        this.preferences.exportFor(user.id),
        verified ? this.leads.exportFor(user.email) : { enrollments: [], contactMessages: [] },
        verified ? this.payments.exportFor(user.email) : [],
        this.certificates.exportFor(user.id),
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
      challengeProgress: challenges.challengeProgress,
      submissions: challenges.submissions,
      hintReveals: challenges.hintReveals,
      editorPreferences,
      uploads: uploads.map((row) => ({ ...row, url: `/uploads/${row.name}` })),
      enrollmentRequests: leads.enrollments,
      contactMessages: leads.contactMessages,
      payments,
      certificates,
    };
  }

  /**
   * Deletes the account and everything that hangs off it (sessions, progress, submissions,
   * education, experience, editor settings and upload records go with the row); uploaded files
   * are removed from storage first. Leads the learner sent stay: they are the team's records.
   */
  async delete(user: UserRow, typedEmail: string): Promise<void> {
    if (typedEmail !== user.email.toLowerCase()) {
      throw new HttpError(400, messages.deleteConfirmMismatch, {
        email: [messages.deleteConfirmMismatch],
      });
    }
    const files = await this.profiles.uploadsOf(user.id);
    await this.sessions.endAll(user.id);
    await this.users.delete(user.id);
    await this.profiles.deleteStoredFiles(files.map((file) => file.name));
  }
}
