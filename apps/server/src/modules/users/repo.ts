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

  async linkGoogleSubject(id: number, subject: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ google_subject: subject, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }
}
