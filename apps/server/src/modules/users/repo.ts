import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

/** The columns profile editing changes. */
export type ProfileFields = Pick<
  UsersTable,
  | 'name'
  | 'user_name'
  | 'website'
  | 'image'
  | 'bio'
  | 'location'
  | 'date_of_birth'
  | 'github'
  | 'linkedin'
  | 'resume'
> & {
  user_name_changes: number;
  /** Left out, the owner's choice stays as it was. */
  public_profile?: number;
};

export class UserRepo {
  constructor(private readonly db: Db) {}

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The accounts of these addresses whose owners proved them, by name. */
  verifiedByEmails(emails: readonly string[]): Promise<UserRow[]> {
    if (emails.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', 'in', emails)
      .where('email_verified_at', 'is not', null)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  byIds(ids: readonly number[]): Promise<UserRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  }

  /** Everyone invited to the team or to mentor, by name. */
  withStaffRoles(): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('role', 'in', ['team', 'mentor'])
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  async setRole(trx: Transaction<Database>, id: number, role: UserRow['role']): Promise<void> {
    await trx
      .updateTable('users')
      .set({ role, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Marks the address proved, unless it already was (an invite link reached its mailbox). */
  async markVerified(trx: Transaction<Database>, id: number): Promise<void> {
    const now = new Date().toISOString();
    await trx
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', id)
      .where('email_verified_at', 'is', null)
      .execute();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('google_subject', '=', subject)
      .executeTakeFirst();
  }

  /** The user with this name, if they chose to show their profile publicly. */
  findPublicByUserName(userName: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('user_name', '=', userName)
      .where('public_profile', '=', 1)
      .executeTakeFirst();
  }

  async isUserNameTaken(userName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(
    values: Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'>,
  ): Promise<UserRow> {
    const now = new Date().toISOString();
    return this.db
      .insertInto('users')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Changes any of the account fields that sign-in owns, stamping `updated_at`. */
  async update(
    id: number,
    values: Partial<
      Pick<UsersTable, 'password_hash' | 'google_subject' | 'email_verified_at' | 'image'>
    >,
  ): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Saves the profile fields inside the caller's transaction, stamping `updated_at`. */
  async saveProfile(
    trx: Transaction<Database> | Db,
    id: number,
    values: ProfileFields,
  ): Promise<void> {
    await trx
      .updateTable('users')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Whether any profile shows this link as its photo or its resume. */
  async isShownOnAProfile(link: string): Promise<boolean> {
    const shown = await this.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('image', '=', link), eb('resume', '=', link)]))
      .executeTakeFirst();
    return shown !== undefined;
  }

  /**
   * Gives the user this referral code unless they already have one; answers whether it was given.
   * A code another user holds throws the unique violation for the caller to try the next one.
   */
  async claimReferralCode(id: number, code: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('users')
      .set({ referral_code: code })
      .where('id', '=', id)
      .where('referral_code', 'is', null)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  async referralCodeOf(id: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('referral_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.referral_code;
  }

  findByReferralCode(code: string): Promise<Pick<UserRow, 'id' | 'email'> | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('referral_code', '=', code)
      .executeTakeFirst();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }
}
