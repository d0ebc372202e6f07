import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The learner's referral code, referrals and points. */
export const referralQuery = queryOptions(apiQuery('myReferrals'));
