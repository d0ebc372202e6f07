/**
 * Every JSON API operation once: its method, path and who may call it. No zod here, so the web
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

export interface EndpointRoute {
  readonly method: EndpointMethod;
  /** The full path, with Fastify's `:name` parameters. */
  readonly path: string;
  readonly access: EndpointAccess;
  /** For multipart uploads: the form field that carries the file. */
  readonly upload?: string;
}

export const endpointRoutes = {
  health: { method: 'GET', path: '/api/health', access: 'public' },
  ready: { method: 'GET', path: '/api/ready', access: 'public' },
  openApi: { method: 'GET', path: '/api/openapi.json', access: 'public' },
  apiDocs: { method: 'GET', path: '/api/docs', access: 'public' },
  siteStats: { method: 'GET', path: '/api/site-stats', access: 'public' },

  authConfig: { method: 'GET', path: '/api/auth/config', access: 'public' },
  currentUser: { method: 'GET', path: '/api/auth/user', access: 'public' },
  register: { method: 'POST', path: '/api/auth/register', access: 'public' },
  login: { method: 'POST', path: '/api/auth/login', access: 'public' },
  googleAuth: { method: 'POST', path: '/api/auth/google-auth', access: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'public' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email', access: 'public' },
  resendVerification: { method: 'POST', path: '/api/auth/verify-email/resend', access: 'user' },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/password-reset/request',
    access: 'public',
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    access: 'public',
  },

  changePassword: { method: 'POST', path: '/api/account/password', access: 'user' },
  listSessions: { method: 'GET', path: '/api/account/sessions', access: 'user' },
  endSession: { method: 'DELETE', path: '/api/account/sessions/:id', access: 'user' },
  endOtherSessions: { method: 'DELETE', path: '/api/account/sessions', access: 'user' },
  exportAccount: { method: 'GET', path: '/api/account/export', access: 'user' },
  deleteAccount: { method: 'DELETE', path: '/api/account', access: 'user' },
  editorPreferences: { method: 'GET', path: '/api/account/editor-preferences', access: 'user' },
  saveEditorPreferences: {
    method: 'PUT',
    path: '/api/account/editor-preferences',
    access: 'user',
  },

  listChallenges: { method: 'GET', path: '/api/v1/frontend-challenge', access: 'user' },
  challengeDetail: { method: 'GET', path: '/api/v1/frontend-challenge/:id', access: 'user' },
  challengeTests: { method: 'GET', path: '/api/v1/frontend-challenge/:id/tests', access: 'user' },
  revealHint: { method: 'POST', path: '/api/v1/frontend-challenge/:id/hints', access: 'user' },
  referenceSolution: {
    method: 'GET',
    path: '/api/v1/frontend-challenge/:id/solution',
    access: 'user',
  },
  submitChallenge: { method: 'POST', path: '/api/v1/fe-submissions', access: 'user' },
  listSubmissions: { method: 'GET', path: '/api/v1/fe-submissions', access: 'user' },
  getSubmission: { method: 'GET', path: '/api/v1/fe-submissions/:id', access: 'user' },

  createEnrollment: { method: 'POST', path: '/api/enrollments', access: 'public' },
  createContactMessage: { method: 'POST', path: '/api/contact-messages', access: 'public' },

  listLeads: { method: 'GET', path: '/api/admin/leads', access: 'admin' },
  updateEnrollmentStatus: { method: 'PATCH', path: '/api/admin/enrollments/:id', access: 'admin' },
  updateContactStatus: {
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id',
    access: 'admin',
  },
  listMailProblems: { method: 'GET', path: '/api/admin/mail-problems', access: 'admin' },
  retryMail: { method: 'POST', path: '/api/admin/mail-problems/:id/retry', access: 'admin' },

  editProfile: { method: 'POST', path: '/api/user/editprofile', access: 'user' },
  uploadImage: { method: 'POST', path: '/api/user/upload-image', access: 'user', upload: 'image' },
  uploadFile: { method: 'POST', path: '/api/user/upload-file', access: 'user', upload: 'file' },
  myReferrals: { method: 'GET', path: '/api/referrals/me', access: 'user' },
  publicProfile: { method: 'GET', path: '/api/public-profiles/:username', access: 'public' },

  nextBatch: { method: 'GET', path: '/api/batches/next', access: 'public' },
  myBatches: { method: 'GET', path: '/api/batches/mine', access: 'user' },
  listBatches: { method: 'GET', path: '/api/admin/batches', access: 'admin' },
  createBatch: { method: 'POST', path: '/api/admin/batches', access: 'admin' },
  updateBatch: { method: 'PUT', path: '/api/admin/batches/:id', access: 'admin' },
  myPayments: { method: 'GET', path: '/api/payments/me', access: 'user' },
  paymentQr: { method: 'GET', path: '/api/payments/:reference/qr.svg', access: 'user' },
  submitUtr: { method: 'POST', path: '/api/payments/:reference/utr', access: 'user' },
  listPayments: { method: 'GET', path: '/api/admin/payments', access: 'admin' },
  confirmPayment: { method: 'POST', path: '/api/admin/payments/:id/confirm', access: 'admin' },
  rejectPayment: { method: 'POST', path: '/api/admin/payments/:id/reject', access: 'admin' },
  movePaymentToSeat: {
    method: 'POST',
    path: '/api/admin/payments/:id/move-to-seat',
    access: 'admin',
  },
  refundPayment: { method: 'POST', path: '/api/admin/payments/:id/refund', access: 'admin' },
  listCertificates: { method: 'GET', path: '/api/admin/certificates', access: 'admin' },
  issueCertificate: { method: 'POST', path: '/api/admin/certificates', access: 'admin' },
  revokeCertificate: {
    method: 'POST',
    path: '/api/admin/certificates/:id/revoke',
    access: 'admin',
  },
  myCertificates: { method: 'GET', path: '/api/certificates/mine', access: 'user' },
  certificate: { method: 'GET', path: '/api/certificates/:id', access: 'public' },
  certificatePdf: { method: 'GET', path: '/api/certificates/:id/pdf', access: 'public' },
  listPeople: { method: 'GET', path: '/api/admin/people', access: 'admin' },
  exportPeople: { method: 'GET', path: '/api/admin/people/export.csv', access: 'admin' },
  personDetail: { method: 'GET', path: '/api/admin/people/:id', access: 'admin' },
  addPersonNote: { method: 'POST', path: '/api/admin/people/:id/notes', access: 'admin' },

  listStaff: { method: 'GET', path: '/api/admin/staff', access: 'admin' },
  inviteStaff: { method: 'POST', path: '/api/admin/staff/invites', access: 'admin' },
  setMentorBatches: { method: 'PUT', path: '/api/admin/staff/:id/batches', access: 'admin' },
  acceptStaffInvite: { method: 'POST', path: '/api/staff-invites/accept', access: 'user' },
  setClassSchedule: { method: 'PUT', path: '/api/admin/batches/:id/schedule', access: 'admin' },
  addClass: { method: 'POST', path: '/api/admin/batches/:id/classes', access: 'admin' },
  updateClass: { method: 'PATCH', path: '/api/admin/classes/:id', access: 'admin' },
  teachingBatches: { method: 'GET', path: '/api/teaching/batches', access: 'staff' },
  batchClasses: { method: 'GET', path: '/api/teaching/batches/:id/classes', access: 'staff' },
  classRoster: { method: 'GET', path: '/api/teaching/classes/:id/roster', access: 'staff' },
  saveRoster: { method: 'PUT', path: '/api/teaching/classes/:id/roster', access: 'staff' },
  myClasses: { method: 'GET', path: '/api/classes/mine', access: 'user' },
  joinClass: { method: 'POST', path: '/api/classes/:id/join', access: 'user' },
  classCalendarFile: { method: 'GET', path: '/api/classes/:id/calendar.ics', access: 'user' },
  resetCalendarFeed: { method: 'POST', path: '/api/calendar-feed', access: 'user' },
  setClassReminders: { method: 'PUT', path: '/api/classes/reminders', access: 'user' },
  setClassRecording: {
    method: 'PUT',
    path: '/api/teaching/classes/:id/recording',
    access: 'staff',
  },
  postAnnouncement: {
    method: 'POST',
    path: '/api/teaching/batches/:id/announcements',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof endpointRoutes;
