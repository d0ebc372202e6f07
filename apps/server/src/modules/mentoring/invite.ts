import { sessionKindLabels, type SessionKind } from '@launchpad/contract';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface InviteSession {
  uid: string;
  sequence: number;
  kind: SessionKind;
  startsAt: string;
  endsAt: string;
  cancelled: boolean;
  mentor: { name: string; email: string };
  learner: { name: string; email: string };
  topic: string;
  /** Where the learner and the mentor manage it. */
  url: string;
}

/**
 * A 1:1 session as an iCalendar invite (RFC 5546): REQUEST while booked, CANCEL once cancelled.
 * The UID stays for the life of the session, moves included, and the sequence rises with each
 * change, so a calendar that holds the invite updates or removes that event instead of adding one.
 */
export function sessionInvite(session: InviteSession): string {
  const calendar = ical({
    prodId: { company: 'Frontend Launchpad', product: '1:1 sessions', language: 'EN' },
    method: session.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: session.uid,
    sequence: session.sequence,
    summary: `${sessionKindLabels[session.kind]}: ${session.learner.name} with ${session.mentor.name}`,
    description: [session.topic, session.url].filter(Boolean).join('\n\n'),
    start: new Date(session.startsAt),
    end: new Date(session.endsAt),
    status: session.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: session.mentor.name, email: session.mentor.email },
    attendees: [
      {
        name: session.learner.name,
        email: session.learner.email,
        role: ICalAttendeeRole.REQ,
      },
    ],
    url: session.url,
  });
  return calendar.toString();
}
