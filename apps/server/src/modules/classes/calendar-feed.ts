import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** One class as a calendar shows it. */
export interface CalendarClass {
  /**
   * Stable for the life of the class, whatever changes: calendars match an update to the event
   * they already hold by it (`<id>@<host>`), so a moved class moves instead of appearing twice.
   */
  uid: string;
  title: string;
  startsAt: string;
  endsAt: string;
  /** Raised on every change of the class: calendars keep the copy with the highest one. */
  sequence: number;
  cancelled: boolean;
  /** The meeting link (any URL: Meet, Zoom, Jitsi). */
  meetingLink: string | null;
  /** When the class last changed: the event's DTSTAMP, so an unchanged feed is byte-identical. */
  updatedAt: string;
}

/**
 * An iCalendar feed (RFC 5545) of these classes, times in UTC: a calendar app subscribed to it
 * shows each class at the right time in its own zone, and applies moves and cancellations on its
 * next refresh. A cancelled class stays in the feed as STATUS:CANCELLED, so the event that
 * calendars already hold is taken off rather than left behind.
 */
export function calendarFeed(name: string, classes: readonly CalendarClass[]): string {
  const calendar = ical({
    name,
    prodId: { company: 'Frontend Launchpad', product: 'Class calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const each of classes) {
    calendar.createEvent({
      id: each.uid,
      summary: each.title,
      start: new Date(each.startsAt),
      end: new Date(each.endsAt),
      stamp: new Date(each.updatedAt),
      sequence: each.sequence,
      status: each.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: each.meetingLink,
      location: each.meetingLink,
    });
  }
  return calendar.toString();
}
