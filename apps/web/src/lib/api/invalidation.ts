import type { QueryClient } from '@tanstack/react-query';
import { everyKeyOf, type ReadOperation, type WriteOperation } from './query-keys.ts';

/**
 * Which reads each write of the endpoint table changes, among those the caller's own screens
 * show. It is written once here, so every caller of a write refreshes the same reads: call
 * `invalidateAfter(queryClient, '<write>')` once it is done. A caller that puts the answer into
 * the cache itself (the user after a login, a revoked certificate) may do that instead for the
 * reads the answer covers. Every write must have its entry, even an empty one, so a new endpoint
 * cannot be added without deciding.
 */
export const readsChangedBy = {
  // The signed-in user changes: the callers put the answer's user in the cache (useStartSession,
  // useEndSession), which drops every other read when the user is someone else.
  register: ['currentUser'],
  login: ['currentUser'],
  googleAuth: ['currentUser'],
  logout: ['currentUser'],
  verifyEmail: ['currentUser'],
  confirmPasswordReset: ['currentUser'],
  deleteAccount: ['currentUser'],
  // Mail only.
  resendVerification: [],
  requestPasswordReset: [],

  // The other devices are signed out.
  changePassword: ['listSessions'],
  endSession: ['listSessions'],
  endOtherSessions: ['listSessions'],
  // The workspace applies a change to the cache before it is saved.
  saveEditorPreferences: ['editorPreferences'],
  // Not challengeDetail, which changes too: the workspace writes the answer into it, as a refetch
  // would reset the code in the editor.
  revealHint: ['listSubmissions'],
  // A check, not a write: nothing read changes.
  typeCheckChallenge: [],
  submitChallenge: ['currentUser', 'listChallenges', 'listSubmissions'],

  // A signed-in learner's program standing (Enroll Now gives way to 'requested').
  createEnrollment: ['currentUser'],
  createContactMessage: [],
  editProfile: ['currentUser', 'publicProfile'],
  // The file counts only once the profile that names it is saved (editProfile).
  uploadImage: [],
  uploadFile: [],
  // The dashboard writes the answer into the learner's list.
  submitUtr: ['myPayments'],

  // The team's pages. A lead's status moves the person's row and page; a move to or from
  // 'enrolled' takes or frees a seat and makes a certificate possible or not; 'payment pending'
  // asks for a payment.
  updateEnrollmentStatus: [
    'personDetail',
    'listPeople',
    'listBatches',
    'listPayments',
    'listCertificates',
  ],
  updateContactStatus: ['personDetail', 'listPeople'],
  // A note is the person's latest activity.
  addPersonNote: ['personDetail', 'listPeople'],
  retryMail: ['listMailProblems'],
  createBatch: ['listBatches'],
  updateBatch: ['listBatches'],
  // Confirming enrols the learner: their request's status, a seat, a possible certificate.
  confirmPayment: ['listPayments', 'listPeople', 'personDetail', 'listBatches', 'listCertificates'],
  rejectPayment: ['listPayments'],
  // The request holds a seat in the batch it moved to.
  movePaymentToSeat: ['listPayments', 'listPeople', 'personDetail', 'listBatches'],
  // The request is lost.
  refundPayment: ['listPayments', 'listPeople', 'personDetail', 'listBatches'],
  issueCertificate: ['listCertificates'],
  revokeCertificate: ['listCertificates'],
  inviteStaff: ['listStaff'],
  setMentorBatches: ['listStaff', 'teachingBatches'],
  // The account's role changes: the user object says it, and the batches it may teach.
  acceptStaffInvite: ['currentUser', 'teachingBatches'],
  setClassSchedule: ['batchClasses', 'myClasses', 'classRoster'],
  addClass: ['batchClasses', 'myClasses'],
  updateClass: ['batchClasses', 'myClasses', 'classRoster'],
  saveRoster: ['classRoster', 'myClasses', 'batchAttendance', 'batchCompletion'],
  createProject: ['batchProjects'],
  claimSubmission: ['reviewQueue', 'submissionForReview'],
  reviewSubmission: ['reviewQueue', 'submissionForReview', 'batchCompletion'],
  submitProject: ['myProjects'],
  setCompletionRules: ['completionRules', 'batchCompletion', 'myCompletion'],
  joinClass: ['myClasses', 'classRoster', 'batchAttendance'],
  resetCalendarFeed: [],
  setClassReminders: ['myClasses'],
  setClassRecording: ['batchClasses', 'myClasses', 'classRoster'],
  postAnnouncement: ['myClasses'],
  saveMentorCard: ['myMentorCard', 'publicMentors'],
  // 1:1 sessions: a booking, move or cancellation changes both people's lists and the slots.
  setAvailability: ['myAvailability', 'bookableMentors'],
  bookSession: ['myBookings', 'bookableMentors', 'mentorSessions'],
  cancelBooking: ['myBookings', 'bookableMentors', 'mentorSessions'],
  rescheduleBooking: ['myBookings', 'bookableMentors', 'mentorSessions'],
  saveScorecard: ['mentorSessions', 'myBookings'],
  nudgeLearner: ['batchCockpit'],
} as const satisfies { readonly [W in WriteOperation]: readonly ReadOperation[] };

/** Marks every cached answer of these reads stale, whatever its input; those shown refetch now. */
export async function invalidateReads(
  queryClient: QueryClient,
  reads: readonly ReadOperation[],
): Promise<void> {
  await Promise.all(
    reads.map((name) => queryClient.invalidateQueries({ queryKey: everyKeyOf(name) })),
  );
}

/** Refreshes what `write` changed (`readsChangedBy`), once it is done (or has failed). */
export function invalidateAfter(queryClient: QueryClient, write: WriteOperation): Promise<void> {
  return invalidateReads(queryClient, readsChangedBy[write]);
}
