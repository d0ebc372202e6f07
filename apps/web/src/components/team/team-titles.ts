/**
 * Each team page's title: its heading and tab title, and the heading of what anyone else sees
 * there (app/routes.tsx hands it to RequireTeam in the route's handle). A file of its own: the
 * route table ships with the home page, which must not carry the team pages' code.
 */
export const teamTitles = {
  inbox: 'Team inbox',
  batches: 'Batches',
  payments: 'Payments',
  certificates: 'Certificates',
  staff: 'Staff',
  /** The staff's pages (team and mentors, RequireStaff): their batches, classes and rosters. */
  teaching: 'Teaching',
  teachingBatch: 'Classes of the batch',
  teachingClass: 'Class roster',
  teachingReviews: 'Hand-ins to review',
  teachingSubmission: 'Review a hand-in',
  teachingSessions: '1:1 sessions',
} as const;
