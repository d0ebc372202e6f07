import {
  classScheduleInputSchema,
  classUpdateSchema,
  newClassSchema,
  type ClassSchedule,
  type WeekdayCode,
} from '@launchpad/contract';
import { ApiError } from '../../lib/api-client.ts';
import type { FieldErrors, FormSchema } from '../../lib/use-schema-form.ts';
import { INDIA, zonedTimeToIso } from './class-time.ts';

/**
 * The team's class forms: what each holds (text, as fields hold it), and how that becomes what
 * the server takes, judged by the contract's own schemas. Times are typed in India time and sent
 * as UTC instants; the contract's `startsAt`/`endsAt` problems show by the Start and End fields.
 */

type Issue = { path: PropertyKey[]; message: string };
type Judged<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

const refused = <T>(issues: readonly Issue[]): Judged<T> => ({ success: false, error: { issues } });

/** The contract's names of a class's times, and the fields that hold them here. */
const fieldOf: Record<string, string> = { startsAt: 'start', endsAt: 'end' };
const renamed = (issues: readonly Issue[]): Issue[] =>
  issues.map((issue) => ({
    ...issue,
    path: issue.path.map((key) => (typeof key === 'string' ? (fieldOf[key] ?? key) : key)),
  }));

/** The server's problems of a failed class call, keyed by this form's fields. */
export function classFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([path, problems]) => [fieldOf[path] ?? path, problems]),
  );
}

/** '' in a mentor select is 'no mentor'. */
const mentorOf = (value: string) => (value === '' ? null : value);

export interface ClassTimesValues {
  /** 'YYYY-MM-DD' in India. */
  day: string;
  /** 'HH:MM' in India. */
  start: string;
  end: string;
}

/** The UTC instants a day and two times in India name, and what is wrong with them. */
function instantsOf(values: ClassTimesValues) {
  const issues: Issue[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day))
    issues.push({ path: ['day'], message: 'Choose a date' });
  if (!/^\d{2}:\d{2}$/.test(values.start)) {
    issues.push({ path: ['start'], message: 'Start must be a time of day (HH:MM)' });
  }
  if (!/^\d{2}:\d{2}$/.test(values.end)) {
    issues.push({ path: ['end'], message: 'End must be a time of day (HH:MM)' });
  }
  return {
    issues,
    // '' when not known: the contract refuses it, and its problem is dropped for the one above.
    startsAt: zonedTimeToIso(values.day, values.start, INDIA) ?? '',
    endsAt: zonedTimeToIso(values.day, values.end, INDIA) ?? '',
  };
}

/** The contract's problems, without those about times `instantsOf` already found wrong. */
function withTimeIssues(times: { issues: Issue[] }, issues: readonly Issue[]): Issue[] {
  const other = renamed(issues);
  if (times.issues.length === 0) return other;
  return [
    ...times.issues,
    ...other.filter((issue) => !['start', 'end'].includes(String(issue.path[0]))),
  ];
}

/** A class's move: only its times go, so nothing else of the class is touched. */
export const moveFormSchema: FormSchema<{ startsAt: string; endsAt: string }> = {
  safeParse(input) {
    const times = instantsOf(input as ClassTimesValues);
    const move = { startsAt: times.startsAt, endsAt: times.endsAt };
    const judged = classUpdateSchema.safeParse(move);
    if (times.issues.length > 0 || !judged.success) {
      return refused(withTimeIssues(times, judged.error?.issues ?? []));
    }
    return { success: true, data: move };
  },
};

export interface NewClassValues extends ClassTimesValues {
  title: string;
  meetingLink: string;
  mentorId: string;
}

type NewClassBody = ReturnType<typeof newClassSchema.parse>;

/** A class outside the schedule, in India time. */
export const newClassFormSchema: FormSchema<NewClassBody> = {
  safeParse(input) {
    const values = input as NewClassValues;
    const times = instantsOf(values);
    const judged = newClassSchema.safeParse({
      title: values.title,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      timeZone: INDIA,
      meetingLink: values.meetingLink,
      mentorId: mentorOf(values.mentorId),
    });
    if (times.issues.length > 0 || !judged.success) {
      return refused(withTimeIssues(times, judged.error?.issues ?? []));
    }
    return judged;
  },
};

export interface ScheduleValues {
  weekdays: WeekdayCode[];
  startTime: string;
  endTime: string;
  timeZone: string;
  /** One day per line, or separated by commas. */
  holidays: string;
  meetingLink: string;
  mentorId: string;
}

/** The form's values of a batch's schedule, or the program's defaults for a first one. */
export function scheduleValuesOf(schedule: ClassSchedule | null): ScheduleValues {
  return {
    weekdays: schedule?.weekdays ?? [],
    startTime: schedule?.startTime ?? '',
    endTime: schedule?.endTime ?? '',
    timeZone: schedule?.timeZone ?? INDIA,
    holidays: schedule?.holidays.join('\n') ?? '',
    meetingLink: schedule?.meetingLink ?? '',
    mentorId: schedule?.mentorId == null ? '' : String(schedule.mentorId),
  };
}

/** '2027-08-15, 2027-10-02\n2027-11-01' → the three days. */
export const holidaysOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

type ScheduleBody = ReturnType<typeof classScheduleInputSchema.parse>;

export const scheduleFormSchema: FormSchema<ScheduleBody> = {
  safeParse(input) {
    const values = input as ScheduleValues;
    return classScheduleInputSchema.safeParse({
      ...values,
      holidays: holidaysOf(values.holidays),
      mentorId: mentorOf(values.mentorId),
    });
  },
};
