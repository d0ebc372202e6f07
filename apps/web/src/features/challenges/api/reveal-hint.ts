import { api } from '../../../lib/api-client.ts';

/** Reveals the challenge's next hint for this learner: all the hints revealed so far. */
export const revealHint = (challengeId: number) =>
  api.call('revealHint', { params: { id: challengeId } });
