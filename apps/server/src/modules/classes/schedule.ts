import { PROGRAM_TIME_ZONE, type WeekdayCode } from '@launchpad/contract';
import rrulePackage from 'rrule';

// rrule ships CommonJS under its ESM name: its named exports come through the default.
const { RRule } = rrulePackage;

export type Weekday = WeekdayCode;

/** The program's time zone, and every schedule's unless the team says otherwise. */
export const DEFAULT_TIME_ZONE = PROGRAM_TIME_ZONE;

/**
 * A batch's class schedule as the team sets it once: on these weekdays, from `startTime` to
 * `endTime` wall-clock time in `timeZone`, every week from `firstDay` to `lastDay` (both included),
 * except the `holidays`. Days are `YYYY-MM-DD`, times `HH:MM`.
 */
export interface ScheduleRule {
  firstDay: string;
  lastDay: string;
  weekdays: readonly Weekday[];
  startTime: string;
  endTime: string;
  timeZone: string;
  holidays?: readonly string[];
}

/** One class the rule gives: its day in the schedule's zone and its instants in UTC. */
export interface PlannedClass {
  /** 1 for the first class of the batch, counting only the classes held. */
  number: number;
  day: string;
  startsAt: string;
  endsAt: string;
}

const weekdayOf = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
} as const;

/**
 * Every class of a schedule, in order. The recurrence runs on the days alone (rrule, in UTC, where
 * no day is skipped or doubled); each day's start and end are then read as wall-clock times in the
 * schedule's zone, so a class at 19:00 stays at 19:00 across a daylight-saving change.
 */
export function classesFromRule(rule: ScheduleRule): PlannedClass[] {
  const holidays = new Set(rule.holidays ?? []);
  const days = new RRule({
    freq: RRule.WEEKLY,
    byweekday: rule.weekdays.map((day) => weekdayOf[day]),
    dtstart: utcMidnight(rule.firstDay),
    until: utcMidnight(rule.lastDay),
  })
    .all()
    .map((date) => date.toISOString().slice(0, 10))
    .filter((day) => !holidays.has(day));
  return days.map((day, index) => ({
    number: index + 1,
    day,
    startsAt: wallClockToUtc(day, rule.startTime, rule.timeZone).toISOString(),
    endsAt: wallClockToUtc(day, rule.endTime, rule.timeZone).toISOString(),
  }));
}

function utcMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/**
 * The instant at which clocks in `timeZone` show `time` on `day`. The zone's offset is read at a
 * first guess and again at the result, which settles it on both sides of a change. A wall time
 * that a change skips (02:30 on a spring-forward night) comes out an hour later, as clocks show it.
 */
export function wallClockToUtc(day: string, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asIfUtc = utcMidnight(day).getTime() + (hours * 60 + minutes) * 60_000;
  const firstOffset = offsetAt(asIfUtc, timeZone);
  let instant = asIfUtc - firstOffset;
  const secondOffset = offsetAt(instant, timeZone);
  if (secondOffset !== firstOffset) instant = asIfUtc - secondOffset;
  return new Date(instant);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How far clocks in `timeZone` are ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)!.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return wallClock - Math.floor(instant / 60_000) * 60_000;
}
