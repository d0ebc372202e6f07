import { queryOptions } from '@tanstack/react-query';
import { cohortApi, cohortQuery } from '../../../lib/api/cohort-api.ts';

/** The classes of the learner's batches, with their own attendance (verified address only). */
export const myClassesQuery = queryOptions(cohortQuery('myClasses'));

/** Records the learner's join and answers the meeting link (only inside the Join window). */
export const joinClass = (id: number) => cohortApi.call('joinClass', { params: { id } });

/** One class as an .ics file: a plain link downloads it, the session cookie going along. */
export const classCalendarUrl = (id: number) => cohortApi.url('classCalendarFile', { id });

/** A new private address for calendar apps to subscribe to; the previous one stops working. */
export const resetCalendarFeed = () => cohortApi.call('resetCalendarFeed');

/** Turns the reminder mails 24 h and 1 h before each class on or off; answers the saved choice. */
export const setClassReminders = (enabled: boolean) =>
  cohortApi.call('setClassReminders', { body: { enabled } });
