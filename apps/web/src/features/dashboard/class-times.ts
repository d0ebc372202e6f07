import { JOIN_OPENS_MINUTES_BEFORE, PROGRAM_TIME_ZONE, type MyClass } from '@launchpad/contract';

const MINUTE_MS = 60_000;

/** The viewer's own time zone, as the browser knows it ('Europe/Berlin'). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Formatters by zone: a long class list would otherwise build four per row. */
const formatters = new Map<
  string,
  { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }
>();

function formattersOf(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone,
      }),
      time: new Intl.DateTimeFormat('en-GB', {
        hour: 'numeric',
        minute: '2-digit',
        // Not hour12: British English then says '0:30 am' for half past midnight.
        hourCycle: 'h12',
        timeZone,
      }),
      date: new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone,
      }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

// Some ICU versions put a (narrow) no-break space before 'pm': the same text either way.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** 'Mon 4 Jan' and '7:00 pm' apart, so that the date and the time join the same in every browser. */
const dayOf = (instant: Date, timeZone: string) =>
  plainSpaces(formattersOf(timeZone).day.format(instant));
const timeOf = (instant: Date, timeZone: string) =>
  plainSpaces(formattersOf(timeZone).time.format(instant));

/** The day of an instant in a zone, with its year: '4 Jan 2027' (when a post was written). */
export const formatDate = (instant: string, timeZone: string): string =>
  plainSpaces(formattersOf(timeZone).date.format(new Date(instant)));

/** An instant in a zone: 'Mon 4 Jan, 6:45 pm'. */
export function formatInstant(instant: Date, timeZone: string): string {
  return `${dayOf(instant, timeZone)}, ${timeOf(instant, timeZone)}`;
}

/** 'Mon 4 Jan, 7:00 pm – 9:00 pm' in a zone; the end's day too when it falls on another one. */
export function formatClassRange(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = dayOf(start, timeZone) === dayOf(end, timeZone);
  return `${formatInstant(start, timeZone)} – ${sameDay ? timeOf(end, timeZone) : formatInstant(end, timeZone)}`;
}

export interface ClassTimeText {
  /** In the viewer's zone, or null when it reads the same as India's (a viewer in India). */
  yours: string | null;
  /** In India, where the program is taught and the team speaks of its times. */
  india: string;
}

/**
 * A class's time for the viewer and in India. Compared as text rather than by zone name, so
 * 'Asia/Calcutta' (an older name some browsers report) or another zone at India's offset shows
 * one line, not the same times twice.
 */
export function classTimeText(
  { startsAt, endsAt }: Pick<MyClass, 'startsAt' | 'endsAt'>,
  timeZone: string = viewerTimeZone(),
): ClassTimeText {
  const india = formatClassRange(startsAt, endsAt, PROGRAM_TIME_ZONE);
  const yours = formatClassRange(startsAt, endsAt, timeZone);
  return { yours: yours === india ? null : `${yours} (your time)`, india: `${india} (IST)` };
}

export type JoinWindow =
  { state: 'before'; opensAt: Date } | { state: 'open' } | { state: 'ended' };

/** Join works from 15 minutes before the start to the end: the server's rule, told in advance. */
export function joinWindow(
  { startsAt, endsAt }: Pick<MyClass, 'startsAt' | 'endsAt'>,
  now: number,
): JoinWindow {
  const opensAt = Date.parse(startsAt) - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS;
  if (now < opensAt) return { state: 'before', opensAt: new Date(opensAt) };
  return now < Date.parse(endsAt) ? { state: 'open' } : { state: 'ended' };
}

/**
 * The first class not over and not cancelled: the server's `nextClassId`, worked out again from
 * the current time, so that the card moves on to the next class once one ends without a refetch.
 */
export function nextClassOf(classes: readonly MyClass[], now: number): MyClass | undefined {
  return classes
    .filter((each) => !each.cancelled && Date.parse(each.endsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
}
