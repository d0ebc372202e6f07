import {
  BOOKING_LEAD_HOURS,
  BOOKING_WINDOW_DAYS,
  PROGRAM_TIME_ZONE,
  SESSION_MINUTES,
  weekdayCodes,
  type Availability,
  type Slot,
  type WeekdayCode,
} from '@launchpad/contract';
import { wallClockToUtc } from '../classes/service.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;

/** 'HH:MM' of minutes from midnight. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes from midnight of 'HH:MM'. */
export const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The day (YYYY-MM-DD) an instant falls on in a zone. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant);
}

/** MO…SU of a calendar day (the weekday of a day does not depend on a zone). */
function weekdayOf(day: string): WeekdayCode {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekdayCodes[(sundayFirst + 6) % 7]!;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Every slot a mentor's weekly windows give from `now` on, for BOOKING_WINDOW_DAYS days in India,
 * except days off and slots starting sooner than BOOKING_LEAD_HOURS: the slots their schedule
 * offers, booked or not (the caller leaves out the booked ones). Times come from wall-clock India
 * time, so a window 'MO 19:00–21:00' is four slots every Monday evening in India.
 */
export function scheduledSlots(availability: Availability, now: Date): Slot[] {
  const earliest = now.getTime() + BOOKING_LEAD_HOURS * 60 * MINUTE_MS;
  const today = dayIn(now, PROGRAM_TIME_ZONE);
  const slots: Slot[] = [];
  for (let offset = 0; offset <= BOOKING_WINDOW_DAYS; offset += 1) {
    const day = addDays(today, offset);
    if (availability.timeOff.some((off) => off.from <= day && day <= off.to)) continue;
    const weekday = weekdayOf(day);
    for (const window of availability.weekly.filter((each) => each.weekday === weekday)) {
      const end = minutesOf(window.end);
      for (
        let start = minutesOf(window.start);
        start + SESSION_MINUTES <= end;
        start += SESSION_MINUTES
      ) {
        const startsAt = wallClockToUtc(day, clockOf(start), PROGRAM_TIME_ZONE);
        if (startsAt.getTime() < earliest) continue;
        slots.push({
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + SESSION_MINUTES * MINUTE_MS).toISOString(),
        });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
