import type {
  EditorTheme,
  AttendanceStatus,
  EnrollmentStatus,
  MailKindName,
  PaymentStatus,
  ReferralStatus,
  SessionKind,
  StaffRole,
  SubmissionStatus,
  Topic,
  WeekdayCode,
} from '@launchpad/contract';
import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings in both dialects so that the same
 * queries, comparisons and ordering work on SQLite and PostgreSQL alike.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  google_subject: string | null;
  name: string;
  user_name: string;
  image: string | null;
  website: string | null;
  location: string | null;
  bio: string | null;
  date_of_birth: string | null;
  github: string | null;
  linkedin: string | null;
  resume: string | null;
  user_name_changes: Generated<number>;
  /** Assigned on first use; unique (see docs/decisions/0005-referral-codes.md). */
  referral_code: string | null;
  /** When the owner proved the address (mail link, password reset or Google); null until then. */
  email_verified_at: string | null;
  /** 1 once the owner chose 'Show my profile publicly' (/u/{userName}); 0 by default. */
  public_profile: Generated<number>;
  /** 'learner' until an accepted invite makes them a 'mentor' or on the 'team' (issue #32). */
  role: Generated<StaffRole | 'learner'>;
  created_at: string;
  updated_at: string;
}

export type AuthTokenPurpose = 'verify-email' | 'reset-password';

/** A single-use link sent by mail; only the SHA-256 of its token is stored. */
export interface AuthTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: AuthTokenPurpose;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Who uploaded a stored file: a profile may only point at its own owner's files. */
export interface UploadsTable {
  name: string;
  user_id: number;
  kind: 'image' | 'resume';
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  /** The id the learner's session list names it by (the token hash never leaves the server). */
  public_id: string;
  user_id: number;
  /** The browser's User-Agent at login, for the session list. */
  user_agent: string | null;
  /** Refreshed at most every few minutes, not on every request. */
  last_seen_at: string | null;
  expires_at: string;
  created_at: string;
}

export interface ChallengesTable {
  id: number;
  slug: string;
  name: string;
  /** A topic of the registry (packages/contract topics.ts); plain text, no constraint. */
  topic: Topic;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  score: number;
  position: number;
  /** The program module (1–6) it practises (meta.json `module`). */
  module: Generated<number>;
  instructions: string;
  /** JSON: file path → text. */
  starter_files: string;
  /** JSON: {open_paths, active_path, componentName?}. */
  config: string;
  temp_jsx: string | null;
  tests: string;
  /** The grader's extra tests (tests.hidden.js); never sent to a browser. */
  hidden_tests: string | null;
  /** TypeScript: the type-level tests (types.test.ts), checked by the grader's type checker. */
  type_tests: string | null;
  /** TypeScript: the hidden type-level tests (types.hidden.test.ts); never sent to a browser. */
  hidden_type_tests: string | null;
  /** JSON: the hints (hints.md), in order; revealed one at a time. */
  hints: Generated<string>;
  /** JSON: file path → text of the reference solution; only for learners who solved it. */
  solution_files: Generated<string>;
  /** 0 once the challenge's folder is gone; its submissions stay. */
  active: number;
  updated_at: string;
}

export interface SubmissionsTable {
  id: Generated<number>;
  user_id: number;
  challenge_id: number;
  /** 'pending' until the grader's run; then its verdict (product rules §4). */
  status: 'pending' | 'solved' | 'unsolved';
  /** The grader's score; 0 while pending. */
  score: number;
  /** What the browser said it scored: kept for the record, never counted. */
  claimed_status: string | null;
  claimed_score: number | null;
  /** JSON: [{name, passed, message}] from the grader's run; null while pending. */
  results: string | null;
  /** Why the run failed as a whole (time limit, crash); null otherwise. */
  failure: string | null;
  graded_at: string | null;
  /**
   * What the grade added to the learner's total (its score minus their best before it, at least
   * 0); null while pending and for grades recorded before it was kept.
   */
  points_earned: number | null;
  /** The grader holding this pending row, and since when (its lease). */
  claim_token: string | null;
  claimed_at: string | null;
  /** How many times a grader took it. */
  attempts: Generated<number>;
  /**
   * JSON: previous_data as submitted (language → base64); '' once pruned (only the latest
   * submissions of a learner per challenge keep their code; the score and status stay).
   */
  code: string;
  created_at: string;
  /** The address the submission came from (per-address cap on waiting submissions); null before. */
  client_address: string | null;
}

/** A hint a learner revealed (hint_number from 1), and when. */
export interface HintRevealsTable {
  user_id: number;
  challenge_id: number;
  hint_number: number;
  revealed_at: string;
}

/** A learner's code editor settings (contract editor-preferences.ts), once saved. */
export interface EditorPreferencesTable {
  user_id: number;
  font_size: number;
  tab_size: number;
  /** 1 when long lines wrap. */
  line_wrap: number;
  theme: EditorTheme;
  updated_at: string;
}

export interface ChallengeProgressTable {
  user_id: number;
  challenge_id: number;
  best_score: number;
  /** 1 once any submission solved it. */
  solved: number;
  /** JSON: the latest code, language → base64. */
  previous_data: string;
  updated_at: string;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  designation: string | null;
  phone_number: string | null;
  referral_code: string | null;
  course: string;
  status: EnrollmentStatus;
  /** The learner whose referral code the request carried (never the requester themself). */
  referrer_user_id: number | null;
  /** The batch the request is for; null until the team (or the open batch at request) sets it. */
  batch_id: number | null;
  created_at: string;
  updated_at: string;
  /** Requests from the same e-mail within REPEAT_WINDOW_DAYS that were counted here (0018). */
  repeat_count: Generated<number>;
  last_repeat_at: string | null;
  /** What the referral code turned out to be; null without one (or from before 0018). */
  referral_status: ReferralStatus | null;
  /** Until when the request holds a seat of its batch ('payment pending'); null: none (0019). */
  seat_held_until: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'new' | 'contacted' | 'closed';
  created_at: string;
  updated_at: string;
}

/** One mail to send; rows are written in the same transaction as what they announce. */
/** What a mail is (contract's `mailKinds`): issue #32 adds staff invites and class notices. */
export type MailKind = MailKindName;

export interface MailOutboxTable {
  id: Generated<number>;
  /** 'confirmation' mails go to an address a visitor typed, so they are capped per recipient. */
  kind: Generated<MailKind>;
  to_address: string;
  subject: string;
  body: string;
  reply_to: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** Claimed by a sender until then, so two instances never send the same mail. */
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
  /** A calendar invite (iCalendar text) sent with the mail, or null. */
  ics: string | null;
}

export interface EducationTable {
  id: Generated<number>;
  user_id: number;
  position: number;
  institute_name: string;
  field_of_study: string;
  start_year: number | null;
  end_year: number | null;
}

export interface ExperienceTable {
  id: Generated<number>;
  user_id: number;
  position: number;
  position_name: string;
  company_name: string;
  duration: string;
  /** JSON array of strings. */
  skills: string;
  type: 'job';
}

export interface BatchesTable {
  id: Generated<number>;
  course: string;
  /** Days in India, YYYY-MM-DD. */
  starts_on: string;
  ends_on: string;
  schedule: string;
  seats: number;
  /** Raised only by a conditional update that checks `seats_taken < seats` (never oversold). */
  seats_taken: Generated<number>;
  price_inr: number;
  class_link: string | null;
  status: 'open' | 'full' | 'closed';
  created_at: string;
  updated_at: string;
}

/** One payment per enrollment request (docs/decisions/0014-upi-payments-and-seats.md). */
export interface PaymentsTable {
  id: Generated<number>;
  enrollment_id: number;
  batch_id: number;
  /** The request's e-mail, lower case: shown to the verified account with that address. */
  email: string;
  amount_inr: number;
  /** The UPI `tr`: LP + 10 base32 letters, unique. */
  reference: string;
  /** 12 digits, unique: one UTR pays for one request. */
  utr: string | null;
  utr_submitted_at: string | null;
  status: PaymentStatus;
  /** When its UTR arrived for a request that holds no seat (0019); null once resolved. */
  no_seat_at: string | null;
  /** What the team did about a payment without a seat, by whom and when. */
  resolution: 'moved' | 'refunded' | null;
  resolved_at: string | null;
  resolved_by: number | null;
  /** Given on confirmation, in order (1, 2, 3 …); unique. */
  receipt_number: number | null;
  confirmed_at: string | null;
  confirmed_by: number | null;
  rejected_at: string | null;
  rejected_by: number | null;
  reject_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** Every status change in the team inbox, who made it and when. Append-only. */
export interface LeadActivityTable {
  id: Generated<number>;
  lead_type: 'enrollment' | 'contact';
  lead_id: number;
  email: string;
  actor_user_id: number | null;
  from_status: string;
  to_status: string;
  created_at: string;
}

/**
 * A completion certificate (decision 0015): what it says, copied at issue and signed; its id is
 * its public name (128 random bits, base64url).
 */
export interface CertificatesTable {
  id: string;
  user_id: number;
  enrollment_id: number;
  batch_id: number;
  learner_name: string;
  program: string;
  batch_starts_on: string;
  batch_ends_on: string;
  /** The learner's verified practice points when it was issued. */
  points: number;
  issued_at: string;
  issued_by: number | null;
  /** Hex HMAC-SHA256 under CERTIFICATE_SECRET of the fields above (not of the revocation). */
  signature: string;
  revoked_at: string | null;
  revoked_by: number | null;
  revoke_reason: string | null;
  /** JSON `CertificateEvidence`, signed with the fields above; null before issue #33. */
  evidence: string | null;
  /** Why the team issued it although the completion rules were not met. */
  override_reason: string | null;
}

/**
 * One person of the team inbox: what the leads of one e-mail add up to. Derived from the leads,
 * rewritten in the transaction of every change to them (decision 0013).
 */
export interface PeopleTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  /** From the latest lead. */
  name: string;
  /** `name` lower-cased: search and the 'name' sort. */
  name_key: string;
  phone: string | null;
  /** The phone's digits only, for search. */
  phone_digits: string | null;
  enrollment_count: number;
  contact_count: number;
  /** Of the latest enrollment request; null with none. */
  status: EnrollmentStatus | null;
  batch_id: number | null;
  last_activity_at: string;
}

/** What the team wrote about a person (by e-mail). Append-only. */
export interface LeadNotesTable {
  id: Generated<number>;
  email: string;
  author_user_id: number | null;
  body: string;
  created_at: string;
}

/** An invite to the team or to mentor, mailed as a single-use link (issue #32). */
export interface StaffInvitesTable {
  id: Generated<number>;
  email: string;
  role: StaffRole;
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: number | null;
}

export interface BatchMentorsTable {
  batch_id: number;
  user_id: number;
}

/** The rule a batch's classes come from, as the team last set it. */
export interface ClassSchedulesTable {
  batch_id: number;
  /** Comma-separated: 'MO,TU,WE,TH,FR'. */
  weekdays: string;
  /** HH:MM, wall-clock time in `time_zone`. */
  start_time: string;
  end_time: string;
  time_zone: string;
  /** Comma-separated days (YYYY-MM-DD) without a class. */
  holidays: Generated<string>;
  meeting_link: string | null;
  mentor_id: number | null;
  updated_at: string;
}

export interface ClassesTable {
  id: Generated<number>;
  batch_id: number;
  /** Stable for the life of the class: calendars match updates to it. */
  uid: string;
  /** The rule's day this class came from (YYYY-MM-DD); null for one added by hand. */
  rule_day: string | null;
  /** UTC instants (ISO 8601); `time_zone` is the zone the schedule was set in. */
  starts_at: string;
  ends_at: string;
  time_zone: string;
  title: string;
  meeting_link: string | null;
  mentor_id: number | null;
  cancelled_at: string | null;
  /** Raised on every change the learners' calendars should pick up. */
  sequence: Generated<number>;
  recording_url: string | null;
  /** When the recording was mailed to the learners who missed the class; null until then. */
  recording_mailed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One reminder sent: the key makes it once per class, person, offset and announced start. */
export interface ClassRemindersTable {
  class_id: number;
  user_id: number;
  offset_minutes: number;
  starts_at: string;
  sent_at: string;
}

export interface ClassReminderOptOutsTable {
  user_id: number;
  created_at: string;
}

export interface BatchAnnouncementsTable {
  id: Generated<number>;
  batch_id: number;
  author_id: number | null;
  /** The author's name when they posted (kept if their account goes). */
  author_name: string;
  /** Markdown; the page renders it without HTML. */
  body: string;
  created_at: string;
}

export interface ClassAttendanceTable {
  class_id: number;
  user_id: number;
  /** The learner's first Join (null when only the roster marked them). */
  first_joined_at: string | null;
  /** The mentor's mark; null until the roster is saved. */
  status: AttendanceStatus | null;
  marked_by: number | null;
  marked_at: string | null;
}

export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: string;
}

/** A mentor's public card ('Meet your mentors' on the program page), once published. */
export interface MentorCardsTable {
  user_id: number;
  name: string;
  /** Their job, as the card says it ('Senior frontend engineer at …'). */
  role: string;
  years_experience: number;
  about: string;
  linkedin: string | null;
  published: Generated<number>;
  updated_at: string;
}

/** A batch's project (issue #33): its rubric is JSON, `RubricCriterion[]`. */
export interface ProjectsTable {
  id: Generated<number>;
  batch_id: number;
  week: number;
  title: string;
  /** Markdown; the page renders it without HTML. */
  brief: string;
  due_at: string;
  rubric: string;
  /** 1: each hand-in's live site is opened and audited (0028). */
  live_check: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One hand-in of a project, and its review once written. */
export interface ProjectSubmissionsTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  attempt: number;
  repository_url: string;
  live_url: string;
  note: string;
  submitted_at: string;
  /** 1 when handed in after the project's due date. */
  late: number;
  status: SubmissionStatus;
  claimed_by: number | null;
  claim_expires_at: string | null;
  reviewed_by: number | null;
  /** The reviewer's name when they reviewed (kept if their account goes). */
  reviewer_name: string | null;
  reviewed_at: string | null;
  feedback: string | null;
  /** JSON: the level index chosen for each criterion, in the rubric's order. */
  levels: string | null;
  points: number | null;
  /** JSON: the live site's check (contract's LiveCheckReport), once run. */
  live_check: string | null;
}

/** What completing a batch takes (issue #33); a batch without a row has the defaults. */
export interface BatchCompletionRulesTable {
  batch_id: number;
  min_attendance_percent: number;
  /** 1: every project of the batch must have passed. */
  all_projects_passed: number;
  min_verified_challenges: number;
  updated_at: string;
}

/** A mentor's weekly 1:1 window, in India time (issue #33). */
export interface MentorAvailabilityTable {
  id: Generated<number>;
  mentor_id: number;
  weekday: WeekdayCode;
  /** Minutes from midnight in India, on the hour or half past; `end_minute` may be 1440. */
  start_minute: number;
  end_minute: number;
}

/** Whole days in India a mentor takes no sessions, both included. */
export interface MentorTimeOffTable {
  id: Generated<number>;
  mentor_id: number;
  from_day: string;
  to_day: string;
}

/** A learner's 1:1 session with a mentor, kept when cancelled. */
export interface MentorBookingsTable {
  id: Generated<number>;
  mentor_id: number;
  learner_id: number;
  kind: SessionKind;
  starts_at: string;
  ends_at: string;
  topic: string;
  status: 'booked' | 'cancelled';
  cancelled_by: 'learner' | 'mentor' | null;
  cancelled_at: string | null;
  /** The calendar event's UID: a moved session keeps its predecessor's, with a higher sequence. */
  calendar_uid: string;
  calendar_sequence: number;
  /** JSON: a mock interview's scorecard (contract's `Scorecard`), once filled in. */
  scorecard: string | null;
  created_at: string;
}

/** The last nudge a learner of a batch got from the cockpit (issue #33). */
export interface LearnerNudgesTable {
  batch_id: number;
  user_id: number;
  sent_by: number | null;
  sent_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  uploads: UploadsTable;
  challenges: ChallengesTable;
  submissions: SubmissionsTable;
  challenge_progress: ChallengeProgressTable;
  hint_reveals: HintRevealsTable;
  editor_preferences: EditorPreferencesTable;
  enrollments: EnrollmentsTable;
  batches: BatchesTable;
  lead_activity: LeadActivityTable;
  payments: PaymentsTable;
  people: PeopleTable;
  lead_notes: LeadNotesTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  education: EducationTable;
  experience: ExperienceTable;
  certificates: CertificatesTable;
  staff_invites: StaffInvitesTable;
  batch_mentors: BatchMentorsTable;
  class_schedules: ClassSchedulesTable;
  classes: ClassesTable;
  class_attendance: ClassAttendanceTable;
  calendar_feeds: CalendarFeedsTable;
  class_reminders: ClassRemindersTable;
  class_reminder_opt_outs: ClassReminderOptOutsTable;
  batch_announcements: BatchAnnouncementsTable;
  mentor_cards: MentorCardsTable;
  projects: ProjectsTable;
  project_submissions: ProjectSubmissionsTable;
  batch_completion_rules: BatchCompletionRulesTable;
  mentor_availability: MentorAvailabilityTable;
  mentor_time_off: MentorTimeOffTable;
  mentor_bookings: MentorBookingsTable;
  learner_nudges: LearnerNudgesTable;
}
