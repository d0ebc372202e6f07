import { z } from 'zod';
import { isoDate } from './payments.ts';

/**
 * Issue #32: teaching the batch. Staff roles and invites, a batch's classes from a schedule rule,
 * Join and attendance, and each person's calendar feed.
 */

/** Roles beyond 'learner': given by an accepted invite (ADMIN_EMAILS are on the team without). */
export const staffRoles = ['team', 'mentor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How long an invite's link works. */
export const STAFF_INVITE_DAYS = 7;

export const attendanceStatuses = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** iCalendar's weekday codes, Monday first. */
export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/** The program's time zone: every schedule's unless the team picks another. */
export const PROGRAM_TIME_ZONE = 'Asia/Kolkata';

/** Join opens this long before a class starts (and closes when it ends). */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

/** The most classes one batch may have: a rule that gives more is a typo, not a program. */
export const MAX_CLASSES_PER_BATCH = 400;

const clockTime = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time of day (HH:MM, 24-hour)`);

/** Whether the runtime knows this IANA zone name (Asia/Kolkata, Europe/Berlin…). */
export const isTimeZoneName = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

const meetingLink = z
  .string()
  .trim()
  .max(500, 'Meeting link must be at most 500 characters')
  .optional()
  .nullable()
  .transform((value) => (value ? value : null))
  .pipe(
    z.url({ protocol: /^https$/, message: 'Meeting link must be an https:// address' }).nullable(),
  );

/** A class's mentor: a user id, or null for none. */
const someMentor = z.coerce
  .number('Choose a mentor from the list')
  .int('Choose a mentor from the list')
  .positive('Choose a mentor from the list')
  .max(2_147_483_647, 'Choose a mentor from the list')
  .nullable();
/** Left out of a new schedule or class: none. */
const mentorId = someMentor.default(null);

/**
 * The team's schedule of a batch: on these weekdays, from the start to the end time in the zone,
 * every week from the batch's first day to its last, except the holidays.
 */
export const classScheduleInputSchema = z
  .object({
    weekdays: z
      .array(z.enum(weekdayCodes, 'Pick weekdays from Monday to Sunday'))
      .min(1, 'Pick at least one weekday')
      .max(7, 'Pick each weekday at most once')
      .refine((days) => new Set(days).size === days.length, 'Pick each weekday at most once'),
    startTime: clockTime('Start time'),
    endTime: clockTime('End time'),
    timeZone: z
      .string()
      .trim()
      .max(64, 'Time zone must be at most 64 characters')
      .default(PROGRAM_TIME_ZONE)
      .refine(isTimeZoneName, 'Unknown time zone (e.g. Asia/Kolkata)'),
    holidays: z.array(isoDate('A holiday')).max(100, 'At most 100 holidays').default([]),
    meetingLink,
    mentorId,
  })
  .refine((rule) => rule.endTime > rule.startTime, {
    path: ['endTime'],
    message: 'The end time must be after the start time',
  });
export type ClassScheduleInput = z.input<typeof classScheduleInputSchema>;

export const classScheduleSchema = z.object({
  weekdays: z.array(z.enum(weekdayCodes)),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  holidays: z.array(z.string()),
  meetingLink: z.string().nullable(),
  mentorId: z.number().int().nullable(),
});
export type ClassSchedule = z.infer<typeof classScheduleSchema>;

/** A class as the team and the batch's mentors see it. */
export const batchClassSchema = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  title: z.string(),
  /** UTC instants; `timeZone` is the zone the schedule was set in. */
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  meetingLink: z.string().nullable(),
  mentorId: z.number().int().nullable(),
  mentorName: z.string().nullable(),
  cancelled: z.boolean(),
  sequence: z.number().int(),
  recordingUrl: z.string().nullable(),
});
export type BatchClass = z.infer<typeof batchClassSchema>;

export const batchClassesResponseSchema = z.object({
  schedule: classScheduleSchema.nullable(),
  classes: z.array(batchClassSchema),
});
export type BatchClassesResponse = z.infer<typeof batchClassesResponseSchema>;

/** One class's change by the team: a move, a new title, link or mentor, a cancellation. */
export const classUpdateSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(120, 'Title must be at most 120 characters')
      .optional(),
    startsAt: z.iso.datetime({ offset: true, message: 'Start must be a date and time' }).optional(),
    endsAt: z.iso.datetime({ offset: true, message: 'End must be a date and time' }).optional(),
    meetingLink: meetingLink.optional(),
    // No default here: a change that leaves the mentor out keeps the class's mentor.
    mentorId: someMentor.optional(),
    cancelled: z.boolean().optional(),
  })
  .refine((change) => !change.startsAt || !change.endsAt || change.endsAt > change.startsAt, {
    path: ['endsAt'],
    message: 'The end must be after the start',
  });
export type ClassUpdate = z.input<typeof classUpdateSchema>;

export const newClassSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(120, 'Title must be at most 120 characters'),
    startsAt: z.iso.datetime({ offset: true, message: 'Start must be a date and time' }),
    endsAt: z.iso.datetime({ offset: true, message: 'End must be a date and time' }),
    timeZone: z
      .string()
      .trim()
      .max(64, 'Time zone must be at most 64 characters')
      .default(PROGRAM_TIME_ZONE)
      .refine(isTimeZoneName, 'Unknown time zone (e.g. Asia/Kolkata)'),
    meetingLink,
    mentorId,
  })
  .refine((added) => new Date(added.endsAt) > new Date(added.startsAt), {
    path: ['endsAt'],
    message: 'The end must be after the start',
  });
export type NewClass = z.input<typeof newClassSchema>;

/** A class as an enrolled learner sees it: their own attendance, Join only in its window. */
export const myClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  cancelled: z.boolean(),
  /** Joined or marked; null before the roster is saved and without a Join. */
  attendance: z.enum(attendanceStatuses).nullable(),
  recordingUrl: z.string().nullable(),
});
export type MyClass = z.infer<typeof myClassSchema>;

/** A post of the team or a mentor to a batch: markdown, rendered without HTML on the page. */
export const announcementSchema = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const myClassesResponseSchema = z.object({
  classes: z.array(myClassSchema),
  /** The first class not yet over and not cancelled, or null. */
  nextClassId: z.number().int().nullable(),
  /** Whether the learner gets the mails 24 h and 1 h before each class. */
  remindersOn: z.boolean(),
  /** Their batches' announcements, newest first. */
  announcements: z.array(announcementSchema),
});
export type MyClassesResponse = z.infer<typeof myClassesResponseSchema>;

export const joinClassResponseSchema = z.object({ meetingLink: z.string() });

export const calendarFeedResponseSchema = z.object({
  /** The private feed's address, for 'Subscribe' in a calendar app. Shown once per reset. */
  url: z.string(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** One learner of the batch on a class's roster. */
export const rosterEntrySchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  firstJoinedAt: z.string().nullable(),
  status: z.enum(attendanceStatuses).nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const rosterSchema = z.object({
  class: batchClassSchema,
  learners: z.array(rosterEntrySchema),
  /** When the roster was last saved; null while nobody saved it. */
  savedAt: z.string().nullable(),
});
export type Roster = z.infer<typeof rosterSchema>;

export const rosterUpdateSchema = z.object({
  marks: z
    .array(
      z.object({
        userId: z.coerce.number().int().positive().max(2_147_483_647),
        status: z.enum(attendanceStatuses, 'Mark present, late, absent or excused'),
      }),
    )
    .max(1000, 'At most 1000 learners at once'),
});
export type RosterUpdate = z.infer<typeof rosterUpdateSchema>;

export const staffInviteRequestSchema = z.object({
  email: z.email('Please enter a valid email address').trim().toLowerCase().max(254),
  role: z.enum(staffRoles, 'Choose team or mentor'),
});
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;

export const acceptInviteRequestSchema = z.object({
  token: z.string().trim().min(1, 'This invite link is not valid.').max(200),
});

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  batchIds: z.array(z.number().int()),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffResponseSchema = z.object({
  staff: z.array(staffMemberSchema),
  invites: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      role: z.enum(staffRoles),
      expiresAt: z.string(),
    }),
  ),
});
export type StaffResponse = z.infer<typeof staffResponseSchema>;

export const mentorBatchesSchema = z.object({
  batchIds: z
    .array(z.coerce.number().int().positive().max(2_147_483_647))
    .max(200, 'At most 200 batches'),
});

/** The batches a mentor teaches (or, for the team, every batch), for their pages. */
export const teachingBatchesResponseSchema = z.object({
  batches: z.array(
    z.object({
      id: z.number().int(),
      startsOn: z.string(),
      endsOn: z.string(),
      schedule: z.string(),
    }),
  ),
});
export type TeachingBatchesResponse = z.infer<typeof teachingBatchesResponseSchema>;

/** The program's six modules, in the order they are taught (the program page lists them). */
export const programModuleTitles = [
  'HTML, CSS & responsive design',
  'JavaScript fundamentals & ES6+',
  'React & state management',
  'API integration & data fetching',
  'TypeScript & modern tooling',
  'Next.js & server-side rendering',
] as const;

/** The module each of the eight weeks teaches (1-based); later weeks keep the last one. */
const moduleOfWeek = [1, 2, 2, 3, 3, 4, 5, 6] as const;

/** A class's default title: its week and that week's module ('Week 3: React & state management'). */
export function classTitleOfWeek(week: number): string {
  const module = moduleOfWeek[Math.min(week, moduleOfWeek.length) - 1] ?? 1;
  return `Week ${week}: ${programModuleTitles[module - 1]}`;
}

/** Reminder mails go this long before each class (a moved class reminds at its new time). */
export const REMINDER_OFFSETS_MINUTES = [24 * 60, 60] as const;

export const classRemindersSchema = z.object({ enabled: z.boolean('Say on or off') });

export const recordingRequestSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500, 'Recording link must be at most 500 characters')
    .pipe(z.url({ protocol: /^https$/, message: 'Recording link must be an https:// address' })),
});

export const announcementRequestSchema = z.object({
  body: z
    .string()
    .trim()
    .min(3, 'Write at least 3 characters')
    .max(5000, 'An announcement must be at most 5000 characters'),
});

/** A mentor's public card as they write it; the photo is their profile photo (Settings). */
export const mentorCardInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(80, 'Name must be at most 80 characters'),
  role: z
    .string()
    .trim()
    .min(2, 'Say what you do (e.g. Senior frontend engineer at Acme)')
    .max(100, 'Role must be at most 100 characters'),
  // An empty field is no number (coercion alone would read it as 0 years).
  yearsOfExperience: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number('Years of experience must be a whole number')
      .int('Years of experience must be a whole number')
      .min(0, 'Years of experience cannot be negative')
      .max(60, 'Years of experience must be at most 60'),
  ),
  about: z
    .string()
    .trim()
    .min(10, 'Write a line about you (at least 10 characters)')
    .max(200, 'The line about you must be at most 200 characters'),
  linkedin: z
    .string()
    .trim()
    .max(200, 'LinkedIn address must be at most 200 characters')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(
      z
        .url({
          protocol: /^https$/,
          hostname: /^([a-z]{2,3}\.)?linkedin\.com$/,
          message: 'Give your LinkedIn profile address (https://www.linkedin.com/in/…)',
        })
        .nullable(),
    ),
  published: z.boolean('Say whether the card is published'),
});
export type MentorCardInput = z.input<typeof mentorCardInputSchema>;

export const mentorCardSchema = z.object({
  name: z.string(),
  role: z.string(),
  yearsOfExperience: z.number().int(),
  about: z.string(),
  linkedin: z.string().nullable(),
  /** The account's profile photo (an /uploads/ address), or null. */
  photoUrl: z.string().nullable(),
  published: z.boolean(),
});
export type MentorCard = z.infer<typeof mentorCardSchema>;

export const myMentorCardResponseSchema = z.object({ card: mentorCardSchema.nullable() });

/** The published cards, for the program page's 'Meet your mentors' and its structured data. */
export const publicMentorsResponseSchema = z.object({
  mentors: z.array(mentorCardSchema.omit({ published: true })),
});
export type PublicMentorsResponse = z.infer<typeof publicMentorsResponseSchema>;

/** A batch's attendance so far: each learner's marks over the classes held (ended, not cancelled). */
export const batchAttendanceSchema = z.object({
  classesHeld: z.number().int(),
  learners: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      email: z.string(),
      present: z.number().int(),
      late: z.number().int(),
      absent: z.number().int(),
      excused: z.number().int(),
      /** Classes held with neither a mark nor a join. */
      unmarked: z.number().int(),
    }),
  ),
});
export type BatchAttendance = z.infer<typeof batchAttendanceSchema>;
