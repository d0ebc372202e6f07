import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuthTokenPurpose, Database } from '../../db/schema.ts';
import { hashToken } from './sessions.ts';

const HOUR_MS = 3_600_000;

/** How long each kind of mailed link works. */
export const LINK_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
};

/**
 * Single-use links sent by mail (verify an address, reset a password). The mail carries a random
 * 256-bit token; the database keeps only its SHA-256, so a leaked table opens nothing. A new link
 * retires the earlier ones of the same purpose.
 */
export class LinkTokens {
  constructor(private readonly db: Db) {}

  async issue(
    trx: Transaction<Database> | Db,
    userId: number,
    purpose: AuthTokenPurpose,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.retire(trx, userId, purpose);
    await trx
      .insertInto('auth_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        purpose,
        expires_at: new Date(now + LINK_LIFETIME_MS[purpose]).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return token;
  }

  /**
   * Uses a token once: answers its user id, or undefined when it is unknown, used, expired or for
   * another purpose. One conditional update, so two clicks racing cannot both succeed.
   */
  async consume(token: string, purpose: AuthTokenPurpose): Promise<number | undefined> {
    const now = new Date().toISOString();
    const row = await this.db
      .updateTable('auth_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Makes every unused link of this purpose useless (a newer one, or a changed password). */
  async retire(
    trx: Transaction<Database> | Db,
    userId: number,
    purpose: AuthTokenPurpose,
  ): Promise<void> {
    await trx
      .updateTable('auth_tokens')
      .set({ used_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
