import { z } from 'zod';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  editorPreferencesSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionParamsSchema,
  sessionsResponseSchema,
  verifyEmailRequestSchema,
} from './account.ts';
import {
  authConfigResponseSchema,
  authResponseSchema,
  googleAuthRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
} from './auth.ts';
import {
  challengeDetailSchema,
  challengeListItemSchema,
  submissionRequestSchema,
  challengeHintsSchema,
  referenceSolutionSchema,
  typeCheckRequestSchema,
  typeCheckResponseSchema,
  submissionHistoryQuerySchema,
  submissionHistorySchema,
  submissionSchema,
} from './challenges.ts';
import {
  adminCertificateSchema,
  adminCertificatesResponseSchema,
  certificateParamsSchema,
  certificateSchema,
  issueCertificateRequestSchema,
  myCertificatesResponseSchema,
  revokeCertificateRequestSchema,
} from './certificates.ts';
import {
  batchAttendanceSchema,
  mentorCardInputSchema,
  mentorCardSchema,
  myMentorCardResponseSchema,
  publicMentorsResponseSchema,
  acceptInviteRequestSchema,
  announcementRequestSchema,
  announcementSchema,
  classRemindersSchema,
  recordingRequestSchema,
  batchClassSchema,
  batchClassesResponseSchema,
  calendarFeedResponseSchema,
  classScheduleInputSchema,
  classUpdateSchema,
  JOIN_OPENS_MINUTES_BEFORE,
  joinClassResponseSchema,
  mentorBatchesSchema,
  myClassesResponseSchema,
  newClassSchema,
  rosterSchema,
  rosterUpdateSchema,
  STAFF_INVITE_DAYS,
  staffInviteRequestSchema,
  staffMemberSchema,
  staffResponseSchema,
  teachingBatchesResponseSchema,
} from './classes.ts';
import {
  routeOf,
  type EndpointName,
  type EndpointRoute,
  type EndpointRouteOf,
} from './endpoint-routes.ts';
import {
  batchCompletionResponseSchema,
  completionRulesSchema,
  myCompletionResponseSchema,
} from './completion.ts';
import {
  batchCockpitResponseSchema,
  cockpitLearnerSchema,
  NUDGE_COOLDOWN_HOURS,
  nudgeInputSchema,
} from './cockpit.ts';
import { healthResponseSchema, readyResponseSchema } from './health.ts';
import {
  availabilityInputSchema,
  bookableMentorsResponseSchema,
  bookingInputSchema,
  bookingSchema,
  bookingsResponseSchema,
  BOOKING_WINDOW_DAYS,
  CHANGE_NOTICE_HOURS,
  rescheduleInputSchema,
  scorecardInputSchema,
  SESSION_MINUTES,
} from './mentoring.ts';
import {
  batchProjectsResponseSchema,
  myProjectsResponseSchema,
  projectInputSchema,
  projectReviewInputSchema,
  projectSchema,
  projectSubmissionInputSchema,
  projectSubmissionSchema,
  REVIEW_CLAIM_MINUTES,
  reviewQueueResponseSchema,
  submissionForReviewSchema,
} from './projects.ts';
import { siteStatsSchema } from './site-stats.ts';
import { idParamsSchema } from './ids.ts';
import {
  noteRequestSchema,
  noteSchema,
  peopleFilterSchema,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  personParamsSchema,
} from './inbox.ts';
import {
  contactMessageRecordSchema,
  contactMessageSchema,
  contactStatusUpdateSchema,
  enrollmentRequestSchema,
  enrollmentSchema,
  enrollmentStatusUpdateSchema,
  leadCreatedResponseSchema,
  leadsResponseSchema,
  mailProblemsResponseSchema,
  mailRetriedResponseSchema,
} from './leads.ts';
import {
  editProfileRequestSchema,
  editProfileResponseSchema,
  publicProfileParamsSchema,
  publicProfileSchema,
  referralResponseSchema,
  uploadResponseSchema,
} from './profile.ts';
import {
  batchInputSchema,
  batchSchema,
  batchesResponseSchema,
  myBatchesResponseSchema,
  myPaymentSchema,
  myPaymentsResponseSchema,
  nextBatchResponseSchema,
  paymentReferenceParamsSchema,
  paymentRejectionSchema,
  paymentSchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
  utrSubmissionSchema,
} from './payments.ts';
import { currentUserResponseSchema } from './user.ts';

/** What `endpoints.ts` adds to a route of `endpoint-routes.ts`. */
export interface EndpointSchemas {
  /** One line for the API documentation. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. Uploads have none: they name their multipart field in `upload`. */
  readonly body?: z.ZodType;
  /** The body of each answer the operation gives on purpose, by status. */
  readonly responses: { readonly [status: number]: z.ZodType };
  /**
   * Set when the handler writes the answer itself in this content type (a file, a script, a
   * page): it is then not serialized through the response schema.
   */
  readonly rawContentType?: string;
}

export type EndpointDefinition = EndpointRoute & EndpointSchemas;

const idParams = idParamsSchema();
const challengeIdParams = idParamsSchema('Unknown challenge');

/**
 * Every operation of the API with its schemas. Each entry spreads its zod-free route, and the
 * `satisfies` below holds this table to exactly the keys, methods, paths and access of
 * `endpointPaths` and `endpointAccess`.
 */
export const endpoints = {
  health: {
    ...routeOf('health'),
    summary: 'Liveness: the process is up (says nothing about its dependencies).',
    responses: { 200: healthResponseSchema },
  },
  ready: {
    ...routeOf('ready'),
    summary: 'Readiness: the database answers.',
    responses: { 200: readyResponseSchema },
  },

  openApi: {
    ...routeOf('openApi'),
    summary: 'This API described as an OpenAPI 3.1 document.',
    responses: { 200: z.record(z.string(), z.unknown()) },
    rawContentType: 'application/json',
  },
  apiDocs: {
    ...routeOf('apiDocs'),
    summary: 'This API as a readable page.',
    responses: { 200: z.string() },
    rawContentType: 'text/html',
  },
  siteStats: {
    ...routeOf('siteStats'),
    summary:
      'The public figures: challenges available, learners signed up and solutions the grader verified; counted at most once a minute.',
    responses: { 200: siteStatsSchema },
  },

  authConfig: {
    ...routeOf('authConfig'),
    summary: 'What the login page needs before it renders (the Google client id, if any).',
    responses: { 200: authConfigResponseSchema },
  },
  currentUser: {
    ...routeOf('currentUser'),
    summary:
      'The logged-in user, or `{ user: null, isLoggedIn: false }` for a visitor: a visit is not an error.',
    responses: { 200: currentUserResponseSchema },
  },
  register: {
    ...routeOf('register'),
    summary: 'Creates an account and logs it in.',
    body: registerRequestSchema,
    responses: { 201: authResponseSchema },
  },
  login: {
    ...routeOf('login'),
    summary: 'Logs in with e-mail and password.',
    body: loginRequestSchema,
    responses: { 200: authResponseSchema },
  },
  googleAuth: {
    ...routeOf('googleAuth'),
    summary: 'Logs in (or signs up) with a Google ID token.',
    body: googleAuthRequestSchema,
    responses: { 200: authResponseSchema },
  },
  logout: {
    ...routeOf('logout'),
    summary: "Ends this browser's session.",
    responses: { 200: messageResponseSchema },
  },
  verifyEmail: {
    ...routeOf('verifyEmail'),
    summary: 'Marks the e-mail address verified with the token of the mailed link.',
    body: verifyEmailRequestSchema,
    responses: { 200: authResponseSchema },
  },
  resendVerification: {
    ...routeOf('resendVerification'),
    summary: 'Mails a new verification link.',
    responses: { 200: messageResponseSchema },
  },
  requestPasswordReset: {
    ...routeOf('requestPasswordReset'),
    summary: 'Mails a password reset link if the account exists (the answer never says).',
    body: passwordResetRequestSchema,
    responses: { 202: messageResponseSchema },
  },
  confirmPasswordReset: {
    ...routeOf('confirmPasswordReset'),
    summary: 'Sets a new password with the token of the mailed link, and logs in.',
    body: passwordResetConfirmSchema,
    responses: { 200: authResponseSchema },
  },

  changePassword: {
    ...routeOf('changePassword'),
    summary: 'Changes the password and signs out every other device.',
    body: changePasswordRequestSchema,
    responses: { 200: messageResponseSchema },
  },
  listSessions: {
    ...routeOf('listSessions'),
    summary: "The account's signed-in devices.",
    responses: { 200: sessionsResponseSchema },
  },
  endSession: {
    ...routeOf('endSession'),
    summary: 'Signs one device out.',
    params: sessionParamsSchema,
    responses: { 200: messageResponseSchema },
  },
  endOtherSessions: {
    ...routeOf('endOtherSessions'),
    summary: 'Signs out every device but this one.',
    responses: { 200: messageResponseSchema },
  },
  exportAccount: {
    ...routeOf('exportAccount'),
    summary: 'Everything stored about the account, as a JSON file to download.',
    responses: { 200: z.record(z.string(), z.unknown()) },
    rawContentType: 'application/json',
  },
  deleteAccount: {
    ...routeOf('deleteAccount'),
    summary: 'Deletes the account and everything stored about it.',
    body: deleteAccountRequestSchema,
    responses: { 200: messageResponseSchema },
  },
  editorPreferences: {
    ...routeOf('editorPreferences'),
    summary: "The learner's code editor settings (the defaults until they change one).",
    responses: { 200: editorPreferencesSchema },
  },
  saveEditorPreferences: {
    ...routeOf('saveEditorPreferences'),
    summary: "Saves the learner's code editor settings, for every editor in every browser.",
    body: editorPreferencesSchema,
    responses: { 200: editorPreferencesSchema },
  },

  listChallenges: {
    ...routeOf('listChallenges'),
    summary: "Every challenge with the learner's status.",
    responses: { 200: z.array(challengeListItemSchema) },
  },
  challengeDetail: {
    ...routeOf('challengeDetail'),
    summary: "One challenge with its starting files and the learner's saved code.",
    params: challengeIdParams,
    responses: { 200: challengeDetailSchema },
  },
  challengeTests: {
    ...routeOf('challengeTests'),
    summary: "The challenge's test module, run in the learner's browser.",
    params: challengeIdParams,
    responses: { 200: z.string() },
    rawContentType: 'text/javascript',
  },
  revealHint: {
    ...routeOf('revealHint'),
    summary:
      "Reveals the challenge's next hint to the learner and records it; the score does not change.",
    params: challengeIdParams,
    responses: { 200: challengeHintsSchema },
  },
  typeCheckChallenge: {
    ...routeOf('typeCheckChallenge'),
    summary:
      "Type-checks the learner's TypeScript with the TypeScript compiler on the server (it runs no " +
      'code) and answers the visible type-level tests: what Run Tests shows beside the tests run ' +
      'in the browser. The grade type-checks again, with the hidden type tests.',
    params: challengeIdParams,
    body: typeCheckRequestSchema,
    responses: { 200: typeCheckResponseSchema },
  },
  referenceSolution: {
    ...routeOf('referenceSolution'),
    summary: 'Our reference solution, for a learner who has solved the challenge (403 otherwise).',
    params: challengeIdParams,
    responses: { 200: referenceSolutionSchema },
  },
  submitChallenge: {
    ...routeOf('submitChallenge'),
    summary:
      "Stores the learner's code and has the server grade it in Chromium (visible and hidden tests). " +
      'Answers 201 with the graded submission when the grade is ready within 5 s, else 202 with ' +
      "the pending one (poll getSubmission). The body's status and score are only the browser's claim.",
    body: submissionRequestSchema,
    responses: { 201: submissionSchema, 202: submissionSchema },
  },
  listSubmissions: {
    ...routeOf('listSubmissions'),
    summary:
      "The learner's submissions of one challenge (newest first, with per-test results and the " +
      'code while it is kept) and the hints they revealed on it (newest first).',
    query: submissionHistoryQuerySchema,
    responses: { 200: submissionHistorySchema },
  },
  getSubmission: {
    ...routeOf('getSubmission'),
    summary: "One of the learner's own submissions (others' are 404).",
    params: idParamsSchema('Unknown submission'),
    responses: { 200: submissionSchema },
  },

  createEnrollment: {
    ...routeOf('createEnrollment'),
    summary:
      'An enrollment request for the program (200 with `repeat` when the e-mail asked within 30 days).',
    body: enrollmentRequestSchema,
    responses: { 201: leadCreatedResponseSchema, 200: leadCreatedResponseSchema },
  },
  createContactMessage: {
    ...routeOf('createContactMessage'),
    summary: 'A message for the team.',
    body: contactMessageSchema,
    responses: { 201: leadCreatedResponseSchema },
  },

  listLeads: {
    ...routeOf('listLeads'),
    summary: 'The team inbox: enrollment requests and contact messages, newest first.',
    responses: { 200: leadsResponseSchema },
  },
  updateEnrollmentStatus: {
    ...routeOf('updateEnrollmentStatus'),
    summary: 'Sets the status of an enrollment request.',
    params: idParams,
    body: enrollmentStatusUpdateSchema,
    responses: { 200: enrollmentSchema },
  },
  updateContactStatus: {
    ...routeOf('updateContactStatus'),
    summary: 'Sets the status of a contact message.',
    params: idParams,
    body: contactStatusUpdateSchema,
    responses: { 200: contactMessageRecordSchema },
  },
  listMailProblems: {
    ...routeOf('listMailProblems'),
    summary: 'The mails the outbox gave up on.',
    responses: { 200: mailProblemsResponseSchema },
  },
  retryMail: {
    ...routeOf('retryMail'),
    summary: 'Puts a failed mail back in the outbox.',
    params: idParams,
    responses: { 200: mailRetriedResponseSchema },
  },

  editProfile: {
    ...routeOf('editProfile'),
    summary: "Saves the learner's profile.",
    body: editProfileRequestSchema,
    responses: { 200: editProfileResponseSchema },
  },
  uploadImage: {
    ...routeOf('uploadImage'),
    summary: 'Uploads a profile picture (re-encoded as WebP).',
    responses: { 201: uploadResponseSchema },
  },
  uploadFile: {
    ...routeOf('uploadFile'),
    summary: 'Uploads a resume (PDF).',
    responses: { 201: uploadResponseSchema },
  },
  myReferrals: {
    ...routeOf('myReferrals'),
    summary: "The learner's referral code, referrals and points.",
    responses: { 200: referralResponseSchema },
  },
  publicProfile: {
    ...routeOf('publicProfile'),
    summary:
      "A learner's public profile and verified results; 404 alike for no such user and a profile that is not public.",
    params: publicProfileParamsSchema,
    responses: { 200: publicProfileSchema },
  },

  nextBatch: {
    ...routeOf('nextBatch'),
    summary:
      "The program's next open batch (earliest start from today in India, with seats left), or null; never its class link.",
    responses: { 200: nextBatchResponseSchema },
  },
  myBatches: {
    ...routeOf('myBatches'),
    summary:
      'The batches the learner is enrolled in (verified e-mail), with their schedule and class link.',
    responses: { 200: myBatchesResponseSchema },
  },
  listBatches: {
    ...routeOf('listBatches'),
    summary: "The program's batches, newest start first, with seats taken.",
    responses: { 200: batchesResponseSchema },
  },
  createBatch: {
    ...routeOf('createBatch'),
    summary: 'Creates a batch of the program.',
    body: batchInputSchema,
    responses: { 201: batchSchema },
  },
  updateBatch: {
    ...routeOf('updateBatch'),
    summary: 'Edits a batch; seats cannot go below the seats taken.',
    params: idParams,
    body: batchInputSchema,
    responses: { 200: batchSchema },
  },
  myPayments: {
    ...routeOf('myPayments'),
    summary:
      "The learner's payments still to make or to be confirmed (requests to their verified e-mail), with the UPI link.",
    responses: { 200: myPaymentsResponseSchema },
  },
  paymentQr: {
    ...routeOf('paymentQr'),
    summary: "The UPI QR code of the learner's own payment, as SVG.",
    params: paymentReferenceParamsSchema,
    responses: { 200: z.string() },
    rawContentType: 'image/svg+xml',
  },
  submitUtr: {
    ...routeOf('submitUtr'),
    summary: 'Records the UTR of a payment the learner made; the team then confirms it.',
    params: paymentReferenceParamsSchema,
    body: utrSubmissionSchema,
    responses: { 200: myPaymentSchema },
  },
  listPayments: {
    ...routeOf('listPayments'),
    summary: 'Payments in one status (by default those submitted and awaiting confirmation).',
    query: paymentsQuerySchema,
    responses: { 200: paymentsResponseSchema },
  },
  confirmPayment: {
    ...routeOf('confirmPayment'),
    summary:
      'Confirms a submitted payment: the request becomes enrolled (a seat taken) and a numbered receipt is mailed, all or nothing.',
    params: idParams,
    responses: { 200: paymentSchema },
  },
  rejectPayment: {
    ...routeOf('rejectPayment'),
    summary:
      'Rejects a submitted payment with a reason mailed to the learner, who may submit again.',
    params: idParams,
    body: paymentRejectionSchema,
    responses: { 200: paymentSchema },
  },
  movePaymentToSeat: {
    ...routeOf('movePaymentToSeat'),
    summary:
      'A payment that arrived after its seat hold ended gets a seat (its batch, else the next open one with a seat); the learner is mailed and the team confirms next.',
    params: idParams,
    responses: { 200: paymentSchema },
  },
  refundPayment: {
    ...routeOf('refundPayment'),
    summary:
      'A payment that arrived after its seat hold ended is recorded as refunded, its request lost, and the learner mailed.',
    params: idParams,
    responses: { 200: paymentSchema },
  },
  listCertificates: {
    ...routeOf('listCertificates'),
    summary:
      'Enrollments of finished batches that may get a certificate, and the certificates issued.',
    responses: { 200: adminCertificatesResponseSchema },
  },
  issueCertificate: {
    ...routeOf('issueCertificate'),
    summary:
      'Issues the completion certificate of an enrollment (enrolled or closed, batch over, verified account).',
    body: issueCertificateRequestSchema,
    responses: { 201: adminCertificateSchema },
  },
  revokeCertificate: {
    ...routeOf('revokeCertificate'),
    summary: 'Revokes a certificate, with the reason; its page then says Revoked.',
    params: certificateParamsSchema,
    body: revokeCertificateRequestSchema,
    responses: { 200: adminCertificateSchema },
  },
  myCertificates: {
    ...routeOf('myCertificates'),
    summary: "The learner's own certificates that verify (not revoked).",
    responses: { 200: myCertificatesResponseSchema },
  },
  certificate: {
    ...routeOf('certificate'),
    summary:
      "A certificate and whether it verifies: 'verified', 'revoked' or 'not_verified' (its record no longer matches its signature).",
    params: certificateParamsSchema,
    responses: { 200: certificateSchema },
  },
  certificatePdf: {
    ...routeOf('certificatePdf'),
    summary:
      'The certificate as a one-page A4 PDF with a QR code to its page; 409 when its record does not verify.',
    params: certificateParamsSchema,
    responses: { 200: z.unknown() },
    rawContentType: 'application/pdf',
  },
  listPeople: {
    ...routeOf('listPeople'),
    summary:
      'The team inbox by person (leads grouped by e-mail): searched, filtered and sorted, 50 a page (keyset: pass nextCursor back as cursor).',
    query: peopleQuerySchema,
    responses: { 200: peoplePageSchema },
  },
  exportPeople: {
    ...routeOf('exportPeople'),
    summary:
      'The people of the current filter as a CSV file (UTF-8 with BOM, cells that would start a formula prefixed with an apostrophe), streamed.',
    query: peopleFilterSchema,
    responses: { 200: z.string() },
    rawContentType: 'text/csv',
  },
  personDetail: {
    ...routeOf('personDetail'),
    summary:
      'One person: their enrollment requests and contact messages, account and verified practice, notes and timeline.',
    params: personParamsSchema,
    responses: { 200: personDetailSchema },
  },
  addPersonNote: {
    ...routeOf('addPersonNote'),
    summary: 'Adds a note to a person (notes are never edited or deleted).',
    params: personParamsSchema,
    body: noteRequestSchema,
    responses: { 201: noteSchema },
  },

  listStaff: {
    ...routeOf('listStaff'),
    summary: 'The team members and mentors with the batches each mentor teaches, and open invites.',
    responses: { 200: staffResponseSchema },
  },
  inviteStaff: {
    ...routeOf('inviteStaff'),
    summary: `Mails a single-use invite to join the team or to mentor, valid ${STAFF_INVITE_DAYS} days.`,
    body: staffInviteRequestSchema,
    responses: { 201: messageResponseSchema },
  },
  setMentorBatches: {
    ...routeOf('setMentorBatches'),
    summary: 'Sets the batches a mentor teaches (they see only these).',
    params: idParams,
    body: mentorBatchesSchema,
    responses: { 200: staffMemberSchema },
  },
  acceptStaffInvite: {
    ...routeOf('acceptStaffInvite'),
    summary:
      "Accepts an invite with its token: the account (of the invite's e-mail) becomes a mentor or a team member.",
    body: acceptInviteRequestSchema,
    responses: { 200: messageResponseSchema },
  },
  setClassSchedule: {
    ...routeOf('setClassSchedule'),
    summary:
      "Sets a batch's schedule and makes its classes from it (future classes follow the rule; past ones stay).",
    params: idParams,
    body: classScheduleInputSchema,
    responses: { 200: batchClassesResponseSchema },
  },
  addClass: {
    ...routeOf('addClass'),
    summary: 'Adds one class to a batch, outside its rule.',
    params: idParams,
    body: newClassSchema,
    responses: { 201: batchClassSchema },
  },
  updateClass: {
    ...routeOf('updateClass'),
    summary:
      'Moves, renames, relinks or cancels one class; calendars get the change (its SEQUENCE is raised).',
    params: idParams,
    body: classUpdateSchema,
    responses: { 200: batchClassSchema },
  },
  teachingBatches: {
    ...routeOf('teachingBatches'),
    summary: "The batches the caller teaches: a mentor's own, every batch for the team.",
    responses: { 200: teachingBatchesResponseSchema },
  },
  batchClasses: {
    ...routeOf('batchClasses'),
    summary: "A batch's schedule and classes (a mentor: only for a batch they teach, else 404).",
    params: idParams,
    responses: { 200: batchClassesResponseSchema },
  },
  classRoster: {
    ...routeOf('classRoster'),
    summary: "A class's roster: the batch's enrolled learners, who joined when, and each mark.",
    params: idParams,
    responses: { 200: rosterSchema },
  },
  saveRoster: {
    ...routeOf('saveRoster'),
    summary: 'Marks learners present, late, absent or excused for a class.',
    params: idParams,
    body: rosterUpdateSchema,
    responses: { 200: rosterSchema },
  },
  myClasses: {
    ...routeOf('myClasses'),
    summary:
      "The classes of the learner's batches (verified e-mail), their own attendance, and the next class.",
    responses: { 200: myClassesResponseSchema },
  },
  joinClass: {
    ...routeOf('joinClass'),
    summary: `Records the learner present (first join) and gives the meeting link, from ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start to the end.`,
    params: idParams,
    responses: { 200: joinClassResponseSchema },
  },
  classCalendarFile: {
    ...routeOf('classCalendarFile'),
    summary: "One class as an .ics file ('Add to calendar'), for its learners and staff.",
    params: idParams,
    responses: { 200: z.string() },
    rawContentType: 'text/calendar; charset=utf-8',
  },
  resetCalendarFeed: {
    ...routeOf('resetCalendarFeed'),
    summary:
      "Makes a new private calendar feed address for the caller's classes; the previous one stops working.",
    responses: { 200: calendarFeedResponseSchema },
  },
  setClassReminders: {
    ...routeOf('setClassReminders'),
    summary: 'Turns the reminder mails before each class (24 h and 1 h) on or off.',
    body: classRemindersSchema,
    responses: { 200: classRemindersSchema },
  },
  setClassRecording: {
    ...routeOf('setClassRecording'),
    summary:
      "Sets a class's recording link (its batch's learners, mentors and the team see it); the first one is mailed to the learners who missed the class.",
    params: idParams,
    body: recordingRequestSchema,
    responses: { 200: batchClassSchema },
  },
  postAnnouncement: {
    ...routeOf('postAnnouncement'),
    summary:
      "Posts an announcement (markdown) to a batch: on its learners' dashboards, and mailed to them.",
    params: idParams,
    body: announcementRequestSchema,
    responses: { 201: announcementSchema },
  },
  myMentorCard: {
    ...routeOf('myMentorCard'),
    summary: "The caller's public mentor card, or null before they write one.",
    responses: { 200: myMentorCardResponseSchema },
  },
  saveMentorCard: {
    ...routeOf('saveMentorCard'),
    summary:
      "Saves the caller's mentor card; published, the program page shows it and names them as an instructor.",
    body: mentorCardInputSchema,
    responses: { 200: mentorCardSchema },
  },
  publicMentors: {
    ...routeOf('publicMentors'),
    summary: "The mentors' published cards (the program page's 'Meet your mentors').",
    responses: { 200: publicMentorsResponseSchema },
  },
  batchAttendance: {
    ...routeOf('batchAttendance'),
    summary:
      "A batch's attendance so far: each learner's present, late, absent and excused classes (a mentor: only their batches, else 404).",
    params: idParams,
    responses: { 200: batchAttendanceSchema },
  },
  batchProjects: {
    ...routeOf('batchProjects'),
    summary: "A batch's projects, by week (a mentor: only their batches, else 404).",
    params: idParams,
    responses: { 200: batchProjectsResponseSchema },
  },
  createProject: {
    ...routeOf('createProject'),
    summary: 'Sets a project for a batch: a brief in markdown, a due date and a rubric.',
    params: idParams,
    body: projectInputSchema,
    responses: { 201: projectSchema },
  },
  reviewQueue: {
    ...routeOf('reviewQueue'),
    summary:
      "Submissions waiting for a review in the caller's batches, oldest first, with who is reviewing each.",
    responses: { 200: reviewQueueResponseSchema },
  },
  submissionForReview: {
    ...routeOf('submissionForReview'),
    summary:
      "A submission with its project's brief and rubric and the learner's earlier submissions (404 outside the caller's batches).",
    params: idParams,
    responses: { 200: submissionForReviewSchema },
  },
  claimSubmission: {
    ...routeOf('claimSubmission'),
    summary: `Claims a submission for ${REVIEW_CLAIM_MINUTES} minutes, so one mentor at a time reviews it; 409 while another holds it.`,
    params: idParams,
    responses: { 200: submissionForReviewSchema },
  },
  reviewSubmission: {
    ...routeOf('reviewSubmission'),
    summary:
      "Reviews a claimed submission with the rubric: 'passed' or 'needs work', feedback in markdown; the learner is mailed.",
    params: idParams,
    body: projectReviewInputSchema,
    responses: { 200: projectSubmissionSchema },
  },
  myProjects: {
    ...routeOf('myProjects'),
    summary:
      "The projects of the learner's batches (verified e-mail), with their submissions and reviews.",
    responses: { 200: myProjectsResponseSchema },
  },
  submitProject: {
    ...routeOf('submitProject'),
    summary:
      "Hands in a project (repository, live link, note); again after 'needs work', until it passes. Late after the due date.",
    params: idParams,
    body: projectSubmissionInputSchema,
    responses: { 201: projectSubmissionSchema },
  },
  completionRules: {
    ...routeOf('completionRules'),
    summary: "A batch's completion rules (the defaults until the team sets them).",
    params: idParams,
    responses: { 200: completionRulesSchema },
  },
  setCompletionRules: {
    ...routeOf('setCompletionRules'),
    summary:
      'Sets what completing a batch takes: attendance, every project passed, verified challenges.',
    params: idParams,
    body: completionRulesSchema,
    responses: { 200: completionRulesSchema },
  },
  batchCompletion: {
    ...routeOf('batchCompletion'),
    summary:
      'Each learner of a batch against its completion rules (a mentor: only their batches, else 404).',
    params: idParams,
    responses: { 200: batchCompletionResponseSchema },
  },
  myCompletion: {
    ...routeOf('myCompletion'),
    summary: "The learner's progress towards completing each batch they are enrolled in.",
    responses: { 200: myCompletionResponseSchema },
  },
  myAvailability: {
    ...routeOf('myAvailability'),
    summary: "The caller's weekly 1:1 availability (India time) and days off.",
    responses: { 200: availabilityInputSchema },
  },
  setAvailability: {
    ...routeOf('setAvailability'),
    summary: `Sets the caller's weekly 1:1 availability, cut into ${SESSION_MINUTES}-minute slots, and days off; booked sessions stay.`,
    body: availabilityInputSchema,
    responses: { 200: availabilityInputSchema },
  },
  mentorSessions: {
    ...routeOf('mentorSessions'),
    summary: 'The 1:1 sessions learners booked with the caller: upcoming first, then the past.',
    responses: { 200: bookingsResponseSchema },
  },
  saveScorecard: {
    ...routeOf('saveScorecard'),
    summary: "Fills in a mock interview's scorecard (its mentor, once it has started).",
    params: idParams,
    body: scorecardInputSchema,
    responses: { 200: bookingSchema },
  },
  bookableMentors: {
    ...routeOf('bookableMentors'),
    summary: `The mentors of the learner's batches with their open slots over the next ${BOOKING_WINDOW_DAYS} days.`,
    responses: { 200: bookableMentorsResponseSchema },
  },
  myBookings: {
    ...routeOf('myBookings'),
    summary: "The learner's 1:1 sessions: upcoming first, then the past.",
    responses: { 200: bookingsResponseSchema },
  },
  bookSession: {
    ...routeOf('bookSession'),
    summary:
      "Books an open slot of a mentor of one of the learner's batches; 409 when someone took it first (one booking per slot).",
    body: bookingInputSchema,
    responses: { 201: bookingSchema },
  },
  cancelBooking: {
    ...routeOf('cancelBooking'),
    summary: `Cancels a session: its learner up to ${CHANGE_NOTICE_HOURS} hours before, its mentor until it starts. Both are mailed.`,
    params: idParams,
    responses: { 200: bookingSchema },
  },
  rescheduleBooking: {
    ...routeOf('rescheduleBooking'),
    summary: `Moves the learner's session to another open slot of the same mentor, up to ${CHANGE_NOTICE_HOURS} hours before it starts.`,
    params: idParams,
    body: rescheduleInputSchema,
    responses: { 200: bookingSchema },
  },
  bookingInvite: {
    ...routeOf('bookingInvite'),
    summary: 'A session as an .ics invite, for its learner and its mentor.',
    params: idParams,
    responses: { 200: z.string() },
    rawContentType: 'text/calendar; charset=utf-8',
  },
  batchCockpit: {
    ...routeOf('batchCockpit'),
    summary:
      "A batch's learners at a glance for its mentors: attendance, projects, last activity and who is at risk, and why.",
    params: idParams,
    responses: { 200: batchCockpitResponseSchema },
  },
  nudgeLearner: {
    ...routeOf('nudgeLearner'),
    summary: `Mails a learner of the batch a nudge with what they are missing; once per ${NUDGE_COOLDOWN_HOURS} hours per learner.`,
    params: idParams,
    body: nudgeInputSchema,
    responses: { 200: cockpitLearnerSchema },
  },
} as const satisfies {
  readonly [N in EndpointName]: EndpointRouteOf<N> & EndpointSchemas;
};

type Endpoints = typeof endpoints;
type Definition<N extends EndpointName> = Endpoints[N];

/** Statuses whose body is the operation's result; any other status is an error. */
type SuccessStatus = 200 | 201 | 202 | 204;

/** Path parameters as a caller passes them: each one a string or a number. */
export type EndpointParams<N extends EndpointName> =
  Definition<N> extends { params: infer P extends z.ZodType }
    ? { [K in keyof z.output<P>]: string | number }
    : never;
export type EndpointQuery<N extends EndpointName> =
  Definition<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
/** The JSON body a caller sends: the schema's input (defaults may be left out). */
export type EndpointBody<N extends EndpointName> =
  Definition<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/**
 * What a call of operation N takes: the parts it has (params and body required when it has
 * them), and none it does not have.
 */
export type EndpointRequest<N extends EndpointName> = ([EndpointParams<N>] extends [never]
  ? { params?: never }
  : { params: EndpointParams<N> }) &
  ([EndpointQuery<N>] extends [never] ? { query?: never } : { query?: EndpointQuery<N> }) &
  ([EndpointBody<N>] extends [never] ? { body?: never } : { body: EndpointBody<N> });

/** The body of a successful answer of operation N (the server checks it against the schema). */
export type EndpointResult<N extends EndpointName> = {
  [S in keyof Definition<N>['responses']]: S extends SuccessStatus
    ? z.output<Definition<N>['responses'][S]>
    : never;
}[keyof Definition<N>['responses']];

/** Operations that answer JSON through their schema (the ones `api.call` can make). */
export type JsonEndpointName = {
  [N in EndpointName]: Definition<N> extends { rawContentType: string }
    ? never
    : Definition<N> extends { upload: string }
      ? never
      : N;
}[EndpointName];

/** Operations that take one file as multipart/form-data. */
export type UploadEndpointName = {
  [N in EndpointName]: Definition<N> extends { upload: string } ? N : never;
}[EndpointName];

/** Compile-time proof that both tables name the same operations (the `satisfies` above). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _EndpointTablesAgree = Assert<Same<keyof Endpoints, EndpointName>>;
