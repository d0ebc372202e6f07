import type {
  ClassScheduleInput,
  ClassUpdate,
  EndpointBody,
  MentorCardInput,
  NewClass,
  RosterUpdate,
} from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { cohortApi, cohortQuery } from '../../../lib/api/cohort-api.ts';

/** The batches the caller teaches: a mentor's own, every batch for the team. */
export const teachingBatchesQuery = queryOptions(cohortQuery('teachingBatches'));

/** A batch's schedule and classes (404 for a batch a mentor does not teach). */
export const batchClassesQuery = (batchId: number) =>
  queryOptions(cohortQuery('batchClasses', { params: { id: batchId } }));

/** Each learner's marks over the batch's classes held so far. */
export const batchAttendanceQuery = (batchId: number) =>
  queryOptions(cohortQuery('batchAttendance', { params: { id: batchId } }));

/** A class's roster: the batch's learners, their joins and marks. */
export const classRosterQuery = (classId: number) =>
  queryOptions(cohortQuery('classRoster', { params: { id: classId } }));

/** The caller's public mentor card (issue #32), null before they write one. */
export const myMentorCardQuery = queryOptions(cohortQuery('myMentorCard'));

/** The team and mentors, with each mentor's batches (team only: the schedule's mentor list). */
export const staffQuery = queryOptions(cohortQuery('listStaff'));

export const setClassSchedule = (batchId: number, body: ClassScheduleInput) =>
  cohortApi.call('setClassSchedule', { params: { id: batchId }, body });

export const addClass = (batchId: number, body: NewClass) =>
  cohortApi.call('addClass', { params: { id: batchId }, body });

export const updateClass = (classId: number, body: ClassUpdate) =>
  cohortApi.call('updateClass', { params: { id: classId }, body });

export const saveRoster = (classId: number, body: RosterUpdate) =>
  cohortApi.call('saveRoster', { params: { id: classId }, body });

export const setClassRecording = (classId: number, body: EndpointBody<'setClassRecording'>) =>
  cohortApi.call('setClassRecording', { params: { id: classId }, body });

export const postAnnouncement = (batchId: number, body: EndpointBody<'postAnnouncement'>) =>
  cohortApi.call('postAnnouncement', { params: { id: batchId }, body });

export const saveMentorCard = (body: MentorCardInput) => cohortApi.call('saveMentorCard', { body });
