import { randomInt } from 'node:crypto';
import { REFERRAL_POINTS, type ReferralResponse } from '@launchpad/contract';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../users/repo.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomLetter = () => LETTERS[randomInt(26)]!;

/** RF + the first two letters of the name (upper case); random letters when it has fewer. */
export function referralPrefix(name: string): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 2);
  return `RF${letters.padEnd(2, randomLetter())}`;
}

/** Random tries per prefix before moving on; the prefix has 260 codes (A–Z × 0–9). */
const TRIES_PER_PREFIX = 30;

/**
 * Codes are RF + two letters of the name + one random capital + one random digit, unique across
 * users (the unique index decides). When a prefix is crowded the two name letters are replaced
 * by random ones (docs/decisions/0005-referral-codes.md).
 */
export function* referralCandidates(name: string): Generator<string> {
  const prefix = referralPrefix(name);
  for (let i = 0; i < TRIES_PER_PREFIX; i += 1) yield `${prefix}${randomLetter()}${randomInt(10)}`;
  for (let i = 0; i < 200; i += 1)
    yield `RF${randomLetter()}${randomLetter()}${randomLetter()}${randomInt(10)}`;
}

export class Referrals {
  constructor(private readonly db: Db) {}

  /** The user's code, assigned on first use and kept for life. */
  async codeFor(user: UserRow): Promise<string> {
    if (user.referral_code) return user.referral_code;
    for (const candidate of referralCandidates(user.name)) {
      try {
        const updated = await this.db
          .updateTable('users')
          .set({ referral_code: candidate })
          .where('id', '=', user.id)
          .where('referral_code', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1) return candidate;
        // Another request gave this user a code first: that one is the code for life.
        const current = await this.db
          .selectFrom('users')
          .select('referral_code')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        if (current.referral_code) return current.referral_code;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('no free referral code found');
  }

  async summary(user: UserRow): Promise<ReferralResponse> {
    const code = await this.codeFor(user);
    const row = await this.db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('referrer_user_id', '=', user.id)
      .where('status', '=', 'enrolled')
      .executeTakeFirstOrThrow();
    const referrals = Number(row.count);
    return { code, referrals, points: referrals * REFERRAL_POINTS };
  }

  /** The referrer behind a code, unless the code is unknown or the requester's own. */
  async referrerOf(code: string | undefined, requesterEmail: string): Promise<number | null> {
    if (!code) return null;
    const referrer = await this.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('referral_code', '=', code.trim().toUpperCase())
      .executeTakeFirst();
    if (!referrer || referrer.email === requesterEmail.toLowerCase()) return null;
    return referrer.id;
  }
}
