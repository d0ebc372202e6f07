import type { ReviewClaim } from '@launchpad/contract';
import { formatInstant } from '../../../lib/instants.ts';

/** Who holds a hand-in, in words: 'You, until Mon 4 Jan, 7:30 pm', 'Asha, until …', 'Nobody'. */
export function claimText(claim: ReviewClaim, timeZone: string): string {
  if (!claim) return 'Nobody';
  const until = formatInstant(new Date(claim.expiresAt), timeZone);
  return `${claim.mine ? 'You' : claim.reviewerName}, until ${until}`;
}
