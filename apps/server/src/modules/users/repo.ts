import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

export class UserRepo {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }
}
