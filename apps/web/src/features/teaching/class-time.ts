import { PROGRAM_TIME_ZONE } from '@launchpad/contract';

/**
 * A class's time as the staff read and type it. The program runs in India time, so the pages
 * show and take times there; a viewer elsewhere also sees their own clock beside it. Every
 * function takes its zones explicitly, so what it gives never depends on the machine's zone.
 */

/** The zone the staff's pages show and take times in. */
export const INDIA = PROGRAM_TIME_ZONE;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  formats: Map<string, Intl.DateTimeFormat>,
  zone: string,
  make: () => Intl.DateTimeFormat,
) {
  let format = formats.get(zone);
  if (!format) formats.set(zone, (format = make()));
  return format;
}

/** 'Mon, 21 Jun 2027': the day of an instant in a zone. */
export function formatClassDay(iso: string, zone: string): string {
  return cached(dayFormats, zone, () =>
    Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: zone,
    }),
  ).format(new Date(iso));
}

/** '7:00 pm': the time of day of an instant in a zone. */
function clock(iso: string, zone: string): string {
  return cached(clockFormats, zone, () =>
    Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: zone }),
  ).format(new Date(iso));
}

/** 'IST', 'GMT+2': the zone's short name at that instant. */
function zoneName(iso: string, zone: string): string {
  return (
    cached(zoneFormats, zone, () =>
      Intl.DateTimeFormat('en-IN', { timeZone: zone, timeZoneName: 'short' }),
    )
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

/** '7:00 pm – 9:00 pm IST': a class's start and end in a zone. */
export function formatClassHours(startsAt: string, endsAt: string, zone: string): string {
  return `${clock(startsAt, zone)} – ${clock(endsAt, zone)} ${zoneName(startsAt, zone)}`;
}

/** 'Mon, 21 Jun 2027, 7:00 pm – 9:00 pm IST': when a class is, in a zone. */
export function formatClassTime(startsAt: string, endsAt: string, zone: string): string {
  return `${formatClassDay(startsAt, zone)}, ${formatClassHours(startsAt, endsAt, zone)}`;
}

/**
 * When a class is in India, and in the viewer's zone if their clock shows another time there
 * (null otherwise: an 'Asia/Calcutta' viewer is in India too).
 */
export function classTimes(
  startsAt: string,
  endsAt: string,
  viewerZone: string,
): { india: string; viewer: string | null } {
  const india = formatClassTime(startsAt, endsAt, INDIA);
  const sameClock =
    wallClock(startsAt, viewerZone) === wallClock(startsAt, INDIA) &&
    wallClock(endsAt, viewerZone) === wallClock(endsAt, INDIA);
  return { india, viewer: sameClock ? null : formatClassTime(startsAt, endsAt, viewerZone) };
}

/** 'Mon, 21 Jun 2027, 9:05 pm IST': an instant in a zone (when a roster was saved). */
export function formatInstant(iso: string, zone: string): string {
  return `${formatClassDay(iso, zone)}, ${clock(iso, zone)} ${zoneName(iso, zone)}`;
}

/** 'YYYY-MM-DDTHH:MM:SS' as a clock in `zone` shows the instant. */
function wallClock(iso: string, zone: string): string {
  const parts = cached(partFormats, zone, () =>
    Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
  ).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The day ('2027-06-21') of an instant in a zone: a date field's value. */
export const dayIn = (iso: string, zone: string) => wallClock(iso, zone).slice(0, 10);

/** The time of day ('19:00', 24-hour) of an instant in a zone: a time field's value. */
export const timeIn = (iso: string, zone: string) => wallClock(iso, zone).slice(11, 16);

/** How far ahead of UTC a zone's clocks are at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  return Date.parse(`${wallClock(new Date(instant).toISOString(), zone)}Z`) - instant;
}

/**
 * The UTC instant ('2027-06-21T13:30:00.000Z') at which clocks in `zone` show `day` and `time`
 * (what the server takes). Undefined for a day or time that is not one. A second look at the
 * offset settles times near a daylight-saving change (India has none).
 */
export function zonedTimeToIso(day: string, time: string, zone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const asIfUtc = Date.parse(`${day}T${time}:00Z`);
  if (Number.isNaN(asIfUtc)) return undefined;
  const first = asIfUtc - offsetAt(asIfUtc, zone);
  return new Date(asIfUtc - offsetAt(first, zone)).toISOString();
}
