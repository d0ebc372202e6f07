import { z } from 'zod';
import { weekdayCodes } from './classes.ts';
import { isoDate } from './payments.ts';

/**
 * Issue #33: 1:1 sessions with a mentor. A mentor publishes weekly availability (windows in
 * India time, cut into 30-minute slots) and days off; a learner of one of their batches books a
 * slot, may cancel or move it up to a notice, and gets a calendar invite. A mock interview is a
 * kind of session the mentor scores on a scorecard.
 */

/** Every session is one slot long. */
export const SESSION_MINUTES = 30;
/** Slots are offered this many days ahead. */
export const BOOKING_WINDOW_DAYS = 14;
/** The earliest slot a learner may book starts this long from now: a mentor needs warning. */
export const BOOKING_LEAD_HOURS = 2;
/** A learner may cancel or move a session up to this long before it starts. */
export const CHANGE_NOTICE_HOURS = 12;
/** Sessions a learner may hold ahead at once, so that a few cannot take every slot. */
export const MAX_UPCOMING_SESSIONS = 2;

export const sessionKinds = ['mentorship', 'mock_interview'] as const;
export type SessionKind = (typeof sessionKinds)[number];
export const sessionKindLabels: Record<SessionKind, string> = {
  mentorship: '1:1 mentorship',
  mock_interview: 'Mock interview',
};

const slotTime = (label: string) =>
  z
    .string()
    .trim()
    .regex(
      /^([01]\d|2[0-3]):(00|30)$|^24:00$/,
      `${label} must be on the hour or half past (HH:00 or HH:30)`,
    );

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const availabilityWindowSchema = z
  .object({
    weekday: z.enum(weekdayCodes, 'Pick a weekday'),
    start: slotTime('Start'),
    end: slotTime('End'),
  })
  .refine((window) => minutesOf(window.end) > minutesOf(window.start), {
    message: 'End must be after start',
    path: ['end'],
  });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

const timeOffSchema = z
  .object({ from: isoDate('From'), to: isoDate('To') })
  .refine((off) => off.to >= off.from, { message: 'To must not be before from', path: ['to'] });
export type TimeOff = z.infer<typeof timeOffSchema>;

/** A mentor's weekly windows (India time) and days off (whole days in India, both included). */
export const availabilityInputSchema = z
  .object({
    weekly: z.array(availabilityWindowSchema).max(28, 'At most 28 windows a week'),
    timeOff: z.array(timeOffSchema).max(30, 'At most 30 periods of time off'),
  })
  .superRefine((input, context) => {
    input.weekly.forEach((window, index) => {
      const overlaps = input.weekly.some(
        (other, at) =>
          at < index &&
          other.weekday === window.weekday &&
          minutesOf(other.start) < minutesOf(window.end) &&
          minutesOf(window.start) < minutesOf(other.end),
      );
      if (overlaps) {
        context.addIssue({
          code: 'custom',
          path: ['weekly', index, 'start'],
          message: 'Windows on one day must not overlap',
        });
      }
    });
  });
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;
export type Availability = z.output<typeof availabilityInputSchema>;

export const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** A mentor a learner may book, with their open slots, soonest first. */
export const bookableMentorSchema = z.object({
  mentorId: z.number().int(),
  name: z.string(),
  slots: z.array(slotSchema),
});
export const bookableMentorsResponseSchema = z.object({
  mentors: z.array(bookableMentorSchema),
});
export type BookableMentorsResponse = z.infer<typeof bookableMentorsResponseSchema>;

export const bookingInputSchema = z.object({
  mentorId: z.coerce.number('Choose a mentor').int('Choose a mentor').positive('Choose a mentor'),
  startsAt: z.iso.datetime({ offset: true, message: 'Choose a time' }),
  kind: z.enum(sessionKinds, 'Choose the kind of session'),
  topic: z
    .string()
    .trim()
    .max(500, 'The topic must be at most 500 characters')
    .optional()
    .default(''),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

export const rescheduleInputSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, message: 'Choose a time' }),
});

export const interviewAreas = ['problem_solving', 'javascript', 'react', 'communication'] as const;
export type InterviewArea = (typeof interviewAreas)[number];
export const interviewAreaLabels: Record<InterviewArea, string> = {
  problem_solving: 'Problem solving',
  javascript: 'JavaScript',
  react: 'React',
  communication: 'Communication',
};

const score = z.coerce
  .number('Score each area from 1 to 5')
  .int('Score each area from 1 to 5')
  .min(1, 'Score each area from 1 to 5')
  .max(5, 'Score each area from 1 to 5');

/** A mock interview's scorecard: each area 1–5, whether they are ready, and a summary. */
export const scorecardInputSchema = z.object({
  scores: z.object({
    problem_solving: score,
    javascript: score,
    react: score,
    communication: score,
  }),
  outcome: z.enum(['ready', 'not_yet'], "Choose 'ready' or 'not yet'"),
  summary: z
    .string()
    .trim()
    .min(3, 'Write at least 3 characters of summary')
    .max(5000, 'The summary must be at most 5000 characters'),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;
export type Scorecard = z.output<typeof scorecardInputSchema>;

export const sessionStatuses = ['booked', 'cancelled'] as const;

export const bookingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(sessionKinds),
  mentorId: z.number().int(),
  mentorName: z.string(),
  learnerName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  topic: z.string(),
  status: z.enum(sessionStatuses),
  /** Who cancelled it (moving a session cancels the old one by the learner). */
  cancelledBy: z.enum(['learner', 'mentor']).nullable(),
  /** The learner may still cancel or move it (CHANGE_NOTICE_HOURS ahead). */
  changeable: z.boolean(),
  scorecard: z
    .object({
      scores: z.record(z.enum(interviewAreas), z.number().int()),
      outcome: z.enum(['ready', 'not_yet']),
      summary: z.string(),
    })
    .nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingsResponseSchema = z.object({
  /** Upcoming first (soonest first), then the past (latest first). */
  bookings: z.array(bookingSchema),
});
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;

/** What the sessions' endpoints answer when they refuse. */
export const mentoringMessages = {
  noSuchMentor: 'There is no such mentor among the mentors of your batches.',
  noSuchSession: 'There is no such session.',
  slotNotOpen: 'This time is not open for booking: choose one of the times offered.',
  slotTaken: 'Someone has just booked this time. Choose another.',
  youAreBusy: 'You already have a session at this time.',
  tooMany: `You can hold at most ${MAX_UPCOMING_SESSIONS} upcoming sessions: cancel one or wait until it has taken place.`,
  tooLate: `Sessions can be cancelled or moved up to ${CHANGE_NOTICE_HOURS} hours before they start.`,
  alreadyCancelled: 'This session has been cancelled already.',
  over: 'This session is over.',
  notInterview: 'Only a mock interview has a scorecard.',
  notYet: 'A scorecard can be filled in once the interview has started.',
} as const;
