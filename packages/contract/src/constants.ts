/**
 * Plain values with no zod attached, so the home page can import them without pulling the
 * schemas (and zod) into its bundle.
 */

/** The one program sold today; enrollment requests and enrolledCourse name it. */
export const PROGRAM_COURSE = 'Frontend Launchpad';

/**
 * A field people never see (hidden from view and from assistive technology). Bots fill every
 * field they find; a request with this one filled is accepted and silently dropped.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * An enrollment request's pipeline (issue #16): new → contacted → payment_pending → enrolled →
 * closed, with 'lost' for a lead that went nowhere. The server allows only the moves in
 * ENROLLMENT_TRANSITIONS; 'enrolled' is what puts the program in the learner's enrolledCourse.
 */
export const enrollmentStatuses = [
  'new',
  'contacted',
  'payment_pending',
  'enrolled',
  'closed',
  'lost',
] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

/**
 * The moves the team may make from each status. Forward along the pipeline, one step back from
 * 'payment_pending' (the learner asked for more time), 'lost' from any open stage, and a lost lead
 * can be reopened. 'closed' (the learner's batch is over) is final.
 */
export const ENROLLMENT_TRANSITIONS: Readonly<
  Record<EnrollmentStatus, readonly EnrollmentStatus[]>
> = {
  new: ['contacted', 'lost'],
  contacted: ['payment_pending', 'enrolled', 'lost'],
  payment_pending: ['enrolled', 'contacted', 'lost'],
  enrolled: ['closed'],
  closed: [],
  lost: ['contacted'],
};

/** A status as people read it: 'payment_pending' is 'payment pending'. */
export const statusLabel = (status: string): string => status.replaceAll('_', ' ');

/** Whether the team may move an enrollment request from one status to another. */
export const canMoveEnrollment = (from: EnrollmentStatus, to: EnrollmentStatus): boolean =>
  ENROLLMENT_TRANSITIONS[from].includes(to);

export const contactStatuses = ['new', 'contacted', 'closed'] as const;

/** The team inbox's sorts (by latest activity either way, or by name) and lead types. */
export const peopleSorts = ['newest', 'oldest', 'name'] as const;
export type PeopleSort = (typeof peopleSorts)[number];

export const leadTypes = ['enrollment', 'contact'] as const;
export type LeadType = (typeof leadTypes)[number];

/**
 * One person, one request: a second enrollment request from the same e-mail within this many days
 * is counted on the first (the team sees one person who asked again) instead of becoming a second
 * lead mailed twice (issue #27, decision 0020).
 */
export const REPEAT_REQUEST_WINDOW_DAYS = 30;

/**
 * What an enrollment request's referral code turned out to be: a learner's ('credited' once the
 * request is enrolled), no learner's ('unknown': flagged in the inbox, never credited) or the
 * requester's own ('own': never credited).
 */
export const referralStatuses = ['credited', 'unknown', 'own'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/**
 * Where a learner who is signed in stands with the program, shown instead of 'Enroll Now':
 * 'requested' (a request the team has not moved to payment), 'payment_pending' or 'enrolled'.
 */
export const programStandings = ['requested', 'payment_pending', 'enrolled'] as const;
export type ProgramStanding = (typeof programStandings)[number];
