import { randomInt } from 'node:crypto';
import { REFERRAL_POINTS, type ReferralResponse } from '@launchpad/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import type { LeadsService } from '../leads/service.ts';
import type { UserRow, UserService } from '../users/service.ts';

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
  constructor(
    private readonly users: UserService,
    private readonly leads: Pick<LeadsService, 'countSuccessfulReferrals'>,
  ) {}

  /** The user's code, assigned on first use and kept for life. */
  async codeFor(user: UserRow): Promise<string> {
    if (user.referral_code) return user.referral_code;
    for (const candidate of referralCandidates(user.name)) {
      try {
        if (await this.users.claimReferralCode(user.id, candidate)) return candidate;
        // Another request gave this user a code first: that one is the code for life.
        const current = await this.users.referralCodeOf(user.id);
        if (current) return current;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('no free referral code found');
  }

  async summary(user: UserRow): Promise<ReferralResponse> {
    const code = await this.codeFor(user);
    const referrals = await this.leads.countSuccessfulReferrals(user.id);
    return { code, referrals, points: referrals * REFERRAL_POINTS };
  }
}
