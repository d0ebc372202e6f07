import { PROGRAM_TIME_ZONE, sessionKindLabels, type SessionKind } from '@launchpad/contract';
import type { Mail } from '../mail/outbox.ts';
import { singleLine } from '../mail/templates.ts';

/** 'Mon, 4 Jan 2027, 7:30 pm IST': a session's start as the program speaks of it. */
export function inIndia(instant: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: PROGRAM_TIME_ZONE,
  })
    .format(new Date(instant))
    .replace(/[\u00a0\u202f]/g, ' ');
  return `${text} IST`;
}

export type SessionChange = 'booked' | 'moved' | 'cancelled' | 'scored';

const subjects: Record<SessionChange, (kind: string, when: string) => string> = {
  booked: (kind, when) => `Booked: ${kind} on ${when}`,
  moved: (kind, when) => `Moved: ${kind} now on ${when}`,
  cancelled: (kind, when) => `Cancelled: ${kind} on ${when}`,
  scored: (kind) => `Your ${kind.toLowerCase()} scorecard`,
};

/**
 * A mail about a session to one of its two people, with the invite (or its cancellation) for
 * their calendar; the scorecard's mail carries none.
 */
export function sessionMail(
  to: string,
  each: {
    change: SessionChange;
    kind: SessionKind;
    startsAt: string;
    /** The other person: 'with Meera Mentor' / 'with Asha Rao'. */
    withName: string;
    topic: string;
    url: string;
    ics?: string;
  },
): Mail {
  const kind = sessionKindLabels[each.kind];
  const when = inIndia(each.startsAt);
  const lines: Record<SessionChange, string> = {
    booked: `Your ${kind.toLowerCase()} with ${singleLine(each.withName)} is booked for ${when} (30 minutes). The invite is attached: add it to your calendar.`,
    moved: `Your ${kind.toLowerCase()} with ${singleLine(each.withName)} has moved to ${when}. The attached invite updates your calendar.`,
    cancelled: `Your ${kind.toLowerCase()} with ${singleLine(each.withName)} on ${when} is cancelled. The attached file removes it from your calendar.`,
    scored: `${singleLine(each.withName)} filled in the scorecard of your mock interview on ${when}.`,
  };
  return {
    to,
    kind: 'mentoring',
    subject: subjects[each.change](kind, when),
    body: [
      'Hi,',
      '',
      lines[each.change],
      ...(each.topic && each.change !== 'scored' ? ['', `Topic: ${each.topic}`] : []),
      '',
      `See your sessions: ${each.url}`,
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
    ...(each.ics ? { ics: each.ics } : {}),
  };
}
