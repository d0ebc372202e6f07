import type { EndpointPath } from './endpoint-routes.ts';

/**
 * The cohort's operations (issues #32–#33): staff, classes, projects and reviews. A module of its
 * own, so the web app's bundler puts it in the chunks of the pages that call it, not in the home
 * page's (see `site-endpoint-paths.ts`).
 */
export const cohortEndpointPaths = {
  listStaff: { method: 'GET', path: '/api/admin/staff' },
  inviteStaff: { method: 'POST', path: '/api/admin/staff/invites' },
  setMentorBatches: { method: 'PUT', path: '/api/admin/staff/:id/batches' },
  acceptStaffInvite: { method: 'POST', path: '/api/staff-invites/accept' },
  setClassSchedule: { method: 'PUT', path: '/api/admin/batches/:id/schedule' },
  addClass: { method: 'POST', path: '/api/admin/batches/:id/classes' },
  updateClass: { method: 'PATCH', path: '/api/admin/classes/:id' },
  teachingBatches: { method: 'GET', path: '/api/teaching/batches' },
  batchClasses: { method: 'GET', path: '/api/teaching/batches/:id/classes' },
  classRoster: { method: 'GET', path: '/api/teaching/classes/:id/roster' },
  saveRoster: { method: 'PUT', path: '/api/teaching/classes/:id/roster' },
  myClasses: { method: 'GET', path: '/api/classes/mine' },
  joinClass: { method: 'POST', path: '/api/classes/:id/join' },
  classCalendarFile: { method: 'GET', path: '/api/classes/:id/calendar.ics' },
  resetCalendarFeed: { method: 'POST', path: '/api/calendar-feed' },
  setClassReminders: { method: 'PUT', path: '/api/classes/reminders' },
  setClassRecording: { method: 'PUT', path: '/api/teaching/classes/:id/recording' },
  postAnnouncement: { method: 'POST', path: '/api/teaching/batches/:id/announcements' },
  myMentorCard: { method: 'GET', path: '/api/teaching/card' },
  saveMentorCard: { method: 'PUT', path: '/api/teaching/card' },
  publicMentors: { method: 'GET', path: '/api/mentors' },
  batchAttendance: { method: 'GET', path: '/api/teaching/batches/:id/attendance' },

  batchProjects: { method: 'GET', path: '/api/teaching/batches/:id/projects' },
  createProject: { method: 'POST', path: '/api/teaching/batches/:id/projects' },
  reviewQueue: { method: 'GET', path: '/api/teaching/reviews' },
  submissionForReview: { method: 'GET', path: '/api/teaching/submissions/:id' },
  claimSubmission: { method: 'POST', path: '/api/teaching/submissions/:id/claim' },
  reviewSubmission: { method: 'POST', path: '/api/teaching/submissions/:id/review' },
  myProjects: { method: 'GET', path: '/api/projects/mine' },
  submitProject: { method: 'POST', path: '/api/projects/:id/submissions' },
  completionRules: { method: 'GET', path: '/api/admin/batches/:id/completion-rules' },
  setCompletionRules: { method: 'PUT', path: '/api/admin/batches/:id/completion-rules' },
  batchCompletion: { method: 'GET', path: '/api/teaching/batches/:id/completion' },
  myCompletion: { method: 'GET', path: '/api/completion/mine' },
} as const satisfies Record<string, EndpointPath>;
