/**
 * Instants as the learner and the staff read them, in a zone given explicitly (the viewer's or
 * India's), so that what a function gives never depends on the machine it runs on.
 */

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
