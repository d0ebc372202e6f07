import { messages, type LoginRequest, type RegisterRequest } from '@launchpad/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../http/errors.ts';
import type { UserRepo, UserRow } from '../users/repo.ts';
import { userNameCandidates } from '../users/user-names.ts';
import type { GoogleIdentity } from './google.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export class AccountService {
  constructor(private readonly users: UserRepo) {}

  async register(input: RegisterRequest): Promise<UserRow> {
    if (await this.users.findByEmail(input.email)) throw new HttpError(409, messages.emailTaken);
    const passwordHash = await hashPassword(input.password);
    return this.createWithFreeUserName(input.fullName, (userName) =>
      this.users.insert({
        email: input.email,
        name: input.fullName,
        user_name: userName,
        password_hash: passwordHash,
      }),
    );
  }

  /** One answer for an unknown e-mail and a wrong password, so accounts cannot be enumerated. */
  async logIn(input: LoginRequest): Promise<UserRow> {
    const user = await this.users.findByEmail(input.email);
    const valid = await verifyPassword(user?.password_hash ?? null, input.password);
    if (!user || !valid) throw new HttpError(401, messages.invalidCredentials);
    return user;
  }

  /** Finds the Google account's user by subject, then by verified e-mail, or creates one. */
  async logInWithGoogle(identity: GoogleIdentity): Promise<UserRow> {
    const bySubject = await this.users.findByGoogleSubject(identity.subject);
    if (bySubject) return bySubject;
    const byEmail = await this.users.findByEmail(identity.email);
    if (byEmail) {
      await this.users.linkGoogleSubject(byEmail.id, identity.subject);
      return byEmail;
    }
    return this.createWithFreeUserName(identity.name.slice(0, 80), (userName) =>
      this.users.insert({
        email: identity.email,
        name: identity.name.slice(0, 80),
        user_name: userName,
        google_subject: identity.subject,
        image: identity.picture ?? null,
      }),
    );
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
      if (await this.users.isUserNameTaken(candidate)) continue;
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
