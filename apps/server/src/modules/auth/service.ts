import { messages, type LoginRequest, type RegisterRequest } from '@launchpad/contract';
import { sitePaths } from '@launchpad/contract/site-paths';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../http/errors.ts';
import { limitRules, type Limits } from '../../http/limits.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { MailQueue } from '../mail/outbox.ts';
import { userNameCandidates, type UserRow, type UserService } from '../users/service.ts';
import type { GoogleIdentity } from './google.ts';
import type { LinkTokens } from './link-tokens.ts';
import type { KnownDevices } from './known-devices.ts';
import { guessingWarningMail, linkTo, passwordResetMail, verificationMail } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionStore } from './sessions.ts';

export interface AccountServiceDependencies {
  db: Db;
  users: UserService;
  tokens: LinkTokens;
  sessions: SessionStore;
  limits: Limits;
  knownDevices: KnownDevices;
  publicUrl: URL;
  mail: MailQueue;
}

const invalidLink = () =>
  new HttpError(400, messages.invalidOrExpiredLink, { token: [messages.invalidOrExpiredLink] });

/**
 * Accounts and what proves who owns them: passwords, mailed links, Google. An e-mail address is
 * only the owner's once proved (`email_verified_at`); until then it grants nothing.
 */
export class AccountService {
  constructor(private readonly deps: AccountServiceDependencies) {}

  async register(input: RegisterRequest): Promise<UserRow> {
    const { users } = this.deps;
    if (await users.findByEmail(input.email)) throw new HttpError(409, messages.emailTaken);
    const passwordHash = await hashPassword(input.password);
    const user = await this.createWithFreeUserName(input.fullName, (userName) =>
      users.insert({
        email: input.email,
        name: input.fullName,
        user_name: userName,
        password_hash: passwordHash,
      }),
    );
    await this.sendVerification(user);
    return user;
  }

  /**
   * One answer for an unknown e-mail and a wrong password, so accounts cannot be enumerated.
   * Failures are counted per address (across accounts) and per account (from any mix of
   * addresses); past either limit even the right password waits for the window to end. A browser
   * that has signed in to the account before (`deviceCookie`) is counted on its own instead of
   * with the account, so a stranger's guesses cannot lock the owner out; the owner is mailed when
   * the account's limit is reached (decision 0007).
   */
  async logIn(
    input: LoginRequest,
    address: string,
    deviceCookie: string | undefined,
  ): Promise<UserRow> {
    const { users, limits, knownDevices } = this.deps;
    const user = await users.findByEmail(input.email);
    const device = user ? knownDevices.deviceOf(deviceCookie, user.id) : undefined;
    const forgiveAccount =
      user && device
        ? await limits.attempt(limitRules.loginFailuresPerKnownDevice, `${user.id}:${device}`)
        : await limits.attempt(limitRules.loginFailuresPerAccount, input.email, {
            onLimitReached: async () => {
              if (user) await this.warnOfGuessing(user);
            },
          });
    const forgiveAddress = await limits.attempt(limitRules.loginFailuresPerAddress, address);
    const valid = await verifyPassword(user?.password_hash ?? null, input.password);
    if (!user || !valid) throw new HttpError(401, messages.invalidCredentials);
    await forgiveAccount();
    await forgiveAddress();
    return user;
  }

  /**
   * Finds the Google account's user by subject, then by e-mail, or creates one. Google proved the
   * address, so it counts as verified. A local account whose address was never verified may have
   * been registered by someone else (pre-hijack): Google takes it over, and its password and
   * every session end (docs/decisions/0006-google-takes-over-unverified-accounts.md).
   */
  async logInWithGoogle(identity: GoogleIdentity): Promise<UserRow> {
    const { users, sessions, tokens, db } = this.deps;
    const bySubject = await users.findByGoogleSubject(identity.subject);
    if (bySubject) {
      return bySubject.email_verified_at || bySubject.email !== identity.email
        ? bySubject
        : users.update(bySubject.id, { email_verified_at: new Date().toISOString() });
    }
    const byEmail = await users.findByEmail(identity.email);
    if (byEmail) {
      if (byEmail.email_verified_at) {
        return users.update(byEmail.id, { google_subject: identity.subject });
      }
      await sessions.endAll(byEmail.id);
      await tokens.retire(db, byEmail.id, 'reset-password');
      await tokens.retire(db, byEmail.id, 'verify-email');
      return users.update(byEmail.id, {
        google_subject: identity.subject,
        password_hash: null,
        email_verified_at: new Date().toISOString(),
      });
    }
    const name = identity.name.slice(0, 80);
    return this.createWithFreeUserName(name, (userName) =>
      users.insert({
        email: identity.email,
        name,
        user_name: userName,
        google_subject: identity.subject,
        image: identity.picture ?? null,
        email_verified_at: new Date().toISOString(),
      }),
    );
  }

  /** Tells the owner that their account's failed-login limit was reached. */
  private async warnOfGuessing(user: UserRow): Promise<void> {
    const { db, publicUrl, mail } = this.deps;
    await inTransaction(db, (trx) =>
      mail.enqueue(
        trx,
        guessingWarningMail(user.email, new URL(sitePaths.forgotPassword, publicUrl).href),
      ),
    );
  }

  /** Mails a fresh verification link (the earlier ones stop working). */
  async sendVerification(user: UserRow): Promise<void> {
    const { db, tokens, publicUrl, mail } = this.deps;
    await inTransaction(db, async (trx) => {
      const token = await tokens.issue(trx, user.id, 'verify-email');
      await mail.enqueue(
        trx,
        verificationMail(user.email, linkTo(publicUrl, '/verify-email', token)),
      );
    });
  }

  /** Uses a verification link; answers the verified user. */
  async verifyEmail(token: string): Promise<UserRow> {
    const { users, tokens } = this.deps;
    const userId = await tokens.consume(token, 'verify-email');
    const user = userId === undefined ? undefined : await users.findById(userId);
    if (!user) throw invalidLink();
    if (user.email_verified_at) return user;
    return users.update(user.id, { email_verified_at: new Date().toISOString() });
  }

  /**
   * Mails a reset link when the address has an account. The caller answers the same either way,
   * so the answer tells nobody whether an account exists.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const { users, db, tokens, publicUrl, mail } = this.deps;
    const user = await users.findByEmail(email);
    if (!user) return;
    await inTransaction(db, async (trx) => {
      const token = await tokens.issue(trx, user.id, 'reset-password');
      await mail.enqueue(
        trx,
        passwordResetMail(user.email, linkTo(publicUrl, '/reset-password', token)),
      );
    });
  }

  /**
   * Uses a reset link: sets the password, ends every session of the account and counts the
   * address as verified (the link was opened from its mailbox).
   */
  async resetPassword(token: string, password: string): Promise<UserRow> {
    const { users, sessions } = this.deps;
    const userId = await this.deps.tokens.consume(token, 'reset-password');
    const user = userId === undefined ? undefined : await users.findById(userId);
    if (!user) throw invalidLink();
    const updated = await users.update(user.id, {
      password_hash: await hashPassword(password),
      email_verified_at: user.email_verified_at ?? new Date().toISOString(),
    });
    await sessions.endAll(user.id);
    return updated;
  }

  /**
   * Changes the password of a logged-in learner who knows the current one, and signs out their
   * other devices. A wrong current password counts as a failed login of the account.
   */
  async changePassword(
    user: UserRow,
    input: { currentPassword: string; newPassword: string },
    keepSessionId: string | null,
  ): Promise<void> {
    const { users, limits, sessions } = this.deps;
    if (!user.password_hash) throw new HttpError(400, messages.noPasswordYet);
    // Signed in: counted for this session, like a known browser, never with the account's guesses.
    const forgive = await limits.attempt(
      limitRules.loginFailuresPerKnownDevice,
      `${user.id}:session:${keepSessionId ?? 'none'}`,
    );
    if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
      throw new HttpError(400, messages.wrongCurrentPassword, {
        currentPassword: [messages.wrongCurrentPassword],
      });
    }
    await forgive();
    if (input.currentPassword === input.newPassword) {
      throw new HttpError(400, messages.newPasswordSameAsOld, {
        newPassword: [messages.newPasswordSameAsOld],
      });
    }
    await users.update(user.id, { password_hash: await hashPassword(input.newPassword) });
    await this.deps.tokens.retire(this.deps.db, user.id, 'reset-password');
    await sessions.endAll(user.id, keepSessionId);
  }

  /**
   * Tries user name candidates until one is free. The unique index is the judge, so two sign-ups
   * racing for the same name cannot both win; an e-mail that raced in meanwhile is a 409.
   */
  private async createWithFreeUserName(
    fullName: string,
    insert: (userName: string) => Promise<UserRow>,
  ): Promise<UserRow> {
    for (const candidate of userNameCandidates(fullName)) {
      if (await this.deps.users.isUserNameTaken(candidate)) continue;
      try {
        return await insert(candidate);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (/email/i.test(String((error as Error).message))) {
          throw new HttpError(409, messages.emailTaken);
        }
      }
    }
    throw new Error(`no free user name for ${JSON.stringify(fullName)}`);
  }
}
