import type { AvailabilityInput, ScorecardInput } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { cohortApi, cohortQuery } from '../../../lib/api/cohort-api.ts';

/** The caller's weekly windows and days off. */
export const myAvailabilityQuery = queryOptions(cohortQuery('myAvailability'));

/** The sessions learners booked with the caller. */
export const mentorSessionsQuery = queryOptions(cohortQuery('mentorSessions'));

export const setAvailability = (body: AvailabilityInput) =>
  cohortApi.call('setAvailability', { body });

export const cancelSession = (id: number) => cohortApi.call('cancelBooking', { params: { id } });

export const saveScorecard = (id: number, body: ScorecardInput) =>
  cohortApi.call('saveScorecard', { params: { id }, body });
