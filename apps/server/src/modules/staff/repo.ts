import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MentorCardsTable, StaffInvitesTable } from '../../db/schema.ts';
import type { Trx } from '../../db/unit-of-work.ts';

export type StaffInviteRow = Selectable<StaffInvitesTable>;
export type MentorCardRow = Selectable<MentorCardsTable>;

/** The staff module's tables: invites and which batches each mentor teaches. */
export class StaffRepo {
  constructor(private readonly db: Db) {}

  async insertInvite(
    trx: Trx,
    values: Pick<StaffInviteRow, 'email' | 'role' | 'token_hash' | 'invited_by' | 'expires_at'>,
  ): Promise<void> {
    await trx
      .insertInto('staff_invites')
      .values({ ...values, created_at: new Date().toISOString() })
      .execute();
  }

  /** Makes the open invites to this address useless (a newer invite replaces them). */
  async retireInvites(trx: Trx, email: string): Promise<void> {
    await trx
      .updateTable('staff_invites')
      .set({ expires_at: new Date().toISOString() })
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .execute();
  }

  /**
   * Uses an invite once: one conditional update, so two clicks racing cannot both succeed. Only
   * for the account of the invite's own address.
   */
  consumeInvite(
    trx: Trx,
    tokenHash: string,
    email: string,
    userId: number,
  ): Promise<Pick<StaffInviteRow, 'role'> | undefined> {
    const now = new Date().toISOString();
    return trx
      .updateTable('staff_invites')
      .set({ accepted_at: now, accepted_by: userId })
      .where('token_hash', '=', tokenHash)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('role')
      .executeTakeFirst();
  }

  openInvites(): Promise<StaffInviteRow[]> {
    return this.db
      .selectFrom('staff_invites')
      .selectAll()
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('id', 'desc')
      .execute();
  }

  async batchIdsByMentor(userIds: readonly number[]): Promise<Map<number, number[]>> {
    const byMentor = new Map<number, number[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return byMentor;
    const rows = await this.db
      .selectFrom('batch_mentors')
      .selectAll()
      .where('user_id', 'in', userIds)
      .orderBy('batch_id')
      .execute();
    for (const row of rows) byMentor.get(row.user_id)?.push(row.batch_id);
    return byMentor;
  }

  async teaches(userId: number, batchId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('batch_mentors')
      .select('batch_id')
      .where('user_id', '=', userId)
      .where('batch_id', '=', batchId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async mentorIdsOf(batchId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('batch_mentors')
      .select('user_id')
      .where('batch_id', '=', batchId)
      .execute();
    return rows.map((row) => row.user_id);
  }

  async setMentorBatches(trx: Trx, userId: number, batchIds: readonly number[]): Promise<void> {
    await trx.deleteFrom('batch_mentors').where('user_id', '=', userId).execute();
    if (batchIds.length === 0) return;
    await trx
      .insertInto('batch_mentors')
      .values(batchIds.map((batchId) => ({ batch_id: batchId, user_id: userId })))
      .execute();
  }

  cardOf(userId: number): Promise<MentorCardRow | undefined> {
    return this.db
      .selectFrom('mentor_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async saveCard(row: Omit<MentorCardRow, 'updated_at'>): Promise<MentorCardRow> {
    const values = { ...row, updated_at: new Date().toISOString() };
    const { user_id: _, ...changes } = values;
    return this.db
      .insertInto('mentor_cards')
      .values(values)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Published cards, the longest experience first (then by name). */
  publishedCards(): Promise<MentorCardRow[]> {
    return this.db
      .selectFrom('mentor_cards')
      .selectAll()
      .where('published', '=', 1)
      .orderBy('years_experience', 'desc')
      .orderBy('name')
      .execute();
  }
}
