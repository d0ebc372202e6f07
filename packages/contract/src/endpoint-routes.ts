/**
 * Every JSON API operation once: its method and path, and who may call it. No zod here, so the web
 * app's shell can build URLs from it without pulling the schemas into the home page's bundle;
 * `endpoints.ts` adds the schemas to each of these entries.
 *
 * Three kinds of route stay outside on purpose: `/uploads/:name` (the uploaded files),
 * `/runtime/*` (the challenge frame's static files) and `/calendar/:token.ics` (a person's class
 * calendar, read by calendar apps without a session) serve files, not the API.
 */

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

/**
 * Each operation's method and path (and an upload's form field): all the web app needs to call
 * the API. Who may call each one is in `endpointAccess`, which only the server and the API
 * description read, so the table the home page ships stays small.
 */
export const endpointPaths = {
  health: { method: 'GET', path: '/api/health' },
  ready: { method: 'GET', path: '/api/ready' },
  openApi: { method: 'GET', path: '/api/openapi.json' },
  apiDocs: { method: 'GET', path: '/api/docs' },
  siteStats: { method: 'GET', path: '/api/site-stats' },

  authConfig: { method: 'GET', path: '/api/auth/config' },
  currentUser: { method: 'GET', path: '/api/auth/user' },
  register: { method: 'POST', path: '/api/auth/register' },
  login: { method: 'POST', path: '/api/auth/login' },
  googleAuth: { method: 'POST', path: '/api/auth/google-auth' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  resendVerification: { method: 'POST', path: '/api/auth/verify-email/resend' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/password-reset/request' },
  confirmPasswordReset: { method: 'POST', path: '/api/auth/password-reset/confirm' },

  changePassword: { method: 'POST', path: '/api/account/password' },
  listSessions: { method: 'GET', path: '/api/account/sessions' },
  endSession: { method: 'DELETE', path: '/api/account/sessions/:id' },
  endOtherSessions: { method: 'DELETE', path: '/api/account/sessions' },
  exportAccount: { method: 'GET', path: '/api/account/export' },
  deleteAccount: { method: 'DELETE', path: '/api/account' },
  editorPreferences: { method: 'GET', path: '/api/account/editor-preferences' },
  saveEditorPreferences: { method: 'PUT', path: '/api/account/editor-preferences' },

  listChallenges: { method: 'GET', path: '/api/v1/frontend-challenge' },
  challengeDetail: { method: 'GET', path: '/api/v1/frontend-challenge/:id' },
  challengeTests: { method: 'GET', path: '/api/v1/frontend-challenge/:id/tests' },
  revealHint: { method: 'POST', path: '/api/v1/frontend-challenge/:id/hints' },
  referenceSolution: { method: 'GET', path: '/api/v1/frontend-challenge/:id/solution' },
  submitChallenge: { method: 'POST', path: '/api/v1/fe-submissions' },
  listSubmissions: { method: 'GET', path: '/api/v1/fe-submissions' },
  getSubmission: { method: 'GET', path: '/api/v1/fe-submissions/:id' },

  createEnrollment: { method: 'POST', path: '/api/enrollments' },
  createContactMessage: { method: 'POST', path: '/api/contact-messages' },

  listLeads: { method: 'GET', path: '/api/admin/leads' },
  updateEnrollmentStatus: { method: 'PATCH', path: '/api/admin/enrollments/:id' },
  updateContactStatus: { method: 'PATCH', path: '/api/admin/contact-messages/:id' },
  listMailProblems: { method: 'GET', path: '/api/admin/mail-problems' },
  retryMail: { method: 'POST', path: '/api/admin/mail-problems/:id/retry' },

  editProfile: { method: 'POST', path: '/api/user/editprofile' },
  uploadImage: { method: 'POST', path: '/api/user/upload-image', upload: 'image' },
  uploadFile: { method: 'POST', path: '/api/user/upload-file', upload: 'file' },
  myReferrals: { method: 'GET', path: '/api/referrals/me' },
  publicProfile: { method: 'GET', path: '/api/public-profiles/:username' },

  nextBatch: { method: 'GET', path: '/api/batches/next' },
  myBatches: { method: 'GET', path: '/api/batches/mine' },
  listBatches: { method: 'GET', path: '/api/admin/batches' },
  createBatch: { method: 'POST', path: '/api/admin/batches' },
  updateBatch: { method: 'PUT', path: '/api/admin/batches/:id' },
  myPayments: { method: 'GET', path: '/api/payments/me' },
  paymentQr: { method: 'GET', path: '/api/payments/:reference/qr.svg' },
  submitUtr: { method: 'POST', path: '/api/payments/:reference/utr' },
  listPayments: { method: 'GET', path: '/api/admin/payments' },
  confirmPayment: { method: 'POST', path: '/api/admin/payments/:id/confirm' },
  rejectPayment: { method: 'POST', path: '/api/admin/payments/:id/reject' },
  movePaymentToSeat: { method: 'POST', path: '/api/admin/payments/:id/move-to-seat' },
  refundPayment: { method: 'POST', path: '/api/admin/payments/:id/refund' },
  listCertificates: { method: 'GET', path: '/api/admin/certificates' },
  issueCertificate: { method: 'POST', path: '/api/admin/certificates' },
  revokeCertificate: { method: 'POST', path: '/api/admin/certificates/:id/revoke' },
  myCertificates: { method: 'GET', path: '/api/certificates/mine' },
  certificate: { method: 'GET', path: '/api/certificates/:id' },
  certificatePdf: { method: 'GET', path: '/api/certificates/:id/pdf' },
  listPeople: { method: 'GET', path: '/api/admin/people' },
  exportPeople: { method: 'GET', path: '/api/admin/people/export.csv' },
  personDetail: { method: 'GET', path: '/api/admin/people/:id' },
  addPersonNote: { method: 'POST', path: '/api/admin/people/:id/notes' },

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
} as const satisfies Record<string, EndpointPath>;

export type EndpointName = keyof typeof endpointPaths;

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
