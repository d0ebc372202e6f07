import type { BookingInput } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { cohortApi, cohortQuery } from '../../../lib/api/cohort-api.ts';

/** The mentors of the learner's batches and their open slots. */
export const bookableMentorsQuery = queryOptions(cohortQuery('bookableMentors'));

/** The learner's sessions: upcoming first, then the past. */
export const myBookingsQuery = queryOptions(cohortQuery('myBookings'));

export const bookSession = (body: BookingInput) => cohortApi.call('bookSession', { body });

export const cancelBooking = (id: number) => cohortApi.call('cancelBooking', { params: { id } });

export const rescheduleBooking = (id: number, startsAt: string) =>
  cohortApi.call('rescheduleBooking', { params: { id }, body: { startsAt } });

/** The session's invite, to add to a calendar. */
export const bookingInviteUrl = (id: number) => cohortApi.url('bookingInvite', { id });
