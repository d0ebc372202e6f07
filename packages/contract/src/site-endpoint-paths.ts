import type { EndpointPath } from './endpoint-routes.ts';

/**
 * Each operation's method and path (and an upload's form field): all the web app needs to call
 * the API. Who may call each one is in `endpointAccess`, which only the server and the API
 * description read, so the table the home page ships stays small.
 *
 * In two parts, so the home page ships only the first: the site's operations (`api` in the web
 * app) and the cohort's (the staff's and the enrolled learners' classes, projects and reviews,
 * issues #32–#33), which the web app's cohort features import with their pages
 * (`cohortApi`). The server reads `endpointPaths`, both together.
 */
export const siteEndpointPaths = {
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
  typeCheckChallenge: { method: 'POST', path: '/api/v1/frontend-challenge/:id/type-check' },
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
} as const satisfies Record<string, EndpointPath>;
