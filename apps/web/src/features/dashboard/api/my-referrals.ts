import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The learner's referral code, referrals and points. */
export const referralQuery = queryOptions({
  queryKey: ['referrals', 'me'],
  queryFn: () => api.call('myReferrals'),
});
