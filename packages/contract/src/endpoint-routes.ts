/**
 * Every JSON API operation once: its method and path, and who may call it. No zod here, so the web
 * app's shell can build URLs from it without pulling the schemas into the home page's bundle;
 * `endpoints.ts` adds the schemas to each of these entries.
 *
 * Three kinds of route stay outside on purpose: `/uploads/:name` (the uploaded files),
 * `/runtime/*` (the challenge frame's static files) and `/calendar/:token.ics` (a person's class
 * calendar, read by calendar apps without a session) serve files, not the API.
 */

import { cohortEndpointPaths } from './cohort-endpoint-paths.ts';
import { siteEndpointPaths } from './site-endpoint-paths.ts';

export { cohortEndpointPaths, siteEndpointPaths };

/**
 * Who may call an operation: any visitor, a logged-in user, a verified member of staff (the team
 * or a mentor; which batches a mentor may see is the service's check), or a verified admin (the
 * team).
 */
export type EndpointAccess = 'public' | 'user' | 'staff' | 'admin';
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointPath {
  readonly method: EndpointMethod;
  /** The full path, with Fastify's `:name` parameters. */
  readonly path: string;
  /** For multipart uploads: the form field that carries the file. */
  readonly upload?: string;
}

export interface EndpointRoute extends EndpointPath {
  readonly access: EndpointAccess;
}

/** The site's and the cohort's operations together (see `site-endpoint-paths.ts`). */
export const endpointPaths = { ...siteEndpointPaths, ...cohortEndpointPaths };

export type EndpointName = keyof typeof endpointPaths;
export type SiteEndpointName = keyof typeof siteEndpointPaths;
export type CohortEndpointName = keyof typeof cohortEndpointPaths;

/** Who may call each operation (checked by the server before the body is read). */
export const endpointAccess = {
  health: 'public',
  ready: 'public',
  openApi: 'public',
  apiDocs: 'public',
  siteStats: 'public',

  authConfig: 'public',
  currentUser: 'public',
  register: 'public',
  login: 'public',
  googleAuth: 'public',
  logout: 'public',
  verifyEmail: 'public',
  resendVerification: 'user',
  requestPasswordReset: 'public',
  confirmPasswordReset: 'public',

  changePassword: 'user',
  listSessions: 'user',
  endSession: 'user',
  endOtherSessions: 'user',
  exportAccount: 'user',
  deleteAccount: 'user',
  editorPreferences: 'user',
  saveEditorPreferences: 'user',

  listChallenges: 'user',
  challengeDetail: 'user',
  challengeTests: 'user',
  revealHint: 'user',
  typeCheckChallenge: 'user',
  referenceSolution: 'user',
  submitChallenge: 'user',
  listSubmissions: 'user',
  getSubmission: 'user',

  createEnrollment: 'public',
  createContactMessage: 'public',

  listLeads: 'admin',
  updateEnrollmentStatus: 'admin',
  updateContactStatus: 'admin',
  listMailProblems: 'admin',
  retryMail: 'admin',

  editProfile: 'user',
  uploadImage: 'user',
  uploadFile: 'user',
  myReferrals: 'user',
  publicProfile: 'public',

  nextBatch: 'public',
  myBatches: 'user',
  listBatches: 'admin',
  createBatch: 'admin',
  updateBatch: 'admin',
  myPayments: 'user',
  paymentQr: 'user',
  submitUtr: 'user',
  listPayments: 'admin',
  confirmPayment: 'admin',
  rejectPayment: 'admin',
  movePaymentToSeat: 'admin',
  refundPayment: 'admin',
  listCertificates: 'admin',
  issueCertificate: 'admin',
  revokeCertificate: 'admin',
  myCertificates: 'user',
  certificate: 'public',
  certificatePdf: 'public',
  listPeople: 'admin',
  exportPeople: 'admin',
  personDetail: 'admin',
  addPersonNote: 'admin',

  listStaff: 'admin',
  inviteStaff: 'admin',
  setMentorBatches: 'admin',
  acceptStaffInvite: 'user',
  setClassSchedule: 'admin',
  addClass: 'admin',
  updateClass: 'admin',
  teachingBatches: 'staff',
  batchClasses: 'staff',
  classRoster: 'staff',
  saveRoster: 'staff',
  myClasses: 'user',
  joinClass: 'user',
  classCalendarFile: 'user',
  resetCalendarFeed: 'user',
  setClassReminders: 'user',
  setClassRecording: 'staff',
  postAnnouncement: 'staff',
  myMentorCard: 'staff',
  saveMentorCard: 'staff',
  publicMentors: 'public',
  batchAttendance: 'staff',
  batchProjects: 'staff',
  createProject: 'staff',
  reviewQueue: 'staff',
  submissionForReview: 'staff',
  claimSubmission: 'staff',
  reviewSubmission: 'staff',
  myProjects: 'user',
  submitProject: 'user',
  completionRules: 'admin',
  setCompletionRules: 'admin',
  batchCompletion: 'staff',
  myCompletion: 'user',
  myAvailability: 'staff',
  setAvailability: 'staff',
  mentorSessions: 'staff',
  saveScorecard: 'staff',
  bookableMentors: 'user',
  myBookings: 'user',
  bookSession: 'user',
  // The learner who booked it, or its mentor: the service tells which.
  cancelBooking: 'user',
  rescheduleBooking: 'user',
  bookingInvite: 'user',
  batchCockpit: 'staff',
  nudgeLearner: 'staff',
} as const satisfies Record<EndpointName, EndpointAccess>;

/** An operation's route as the server sees it: method, path and who may call it. */
export type EndpointRouteOf<N extends EndpointName> = (typeof endpointPaths)[N] & {
  readonly access: (typeof endpointAccess)[N];
};

/** The route of operation `name` with its access (the endpoint table's entries spread it). */
export function routeOf<N extends EndpointName>(name: N): EndpointRouteOf<N> {
  return { ...endpointPaths[name], access: endpointAccess[name] } as EndpointRouteOf<N>;
}

/**
 * Every operation's route with its access, by name. Built in a pure function, so a bundle that
 * never reads it (the web app's) leaves it and `endpointAccess` out.
 */
export const endpointRoutes = /* @__PURE__ */ (() =>
  Object.fromEntries(
    (Object.keys(endpointPaths) as EndpointName[]).map((name) => [name, routeOf(name)]),
  ) as { readonly [N in EndpointName]: EndpointRouteOf<N> })();
