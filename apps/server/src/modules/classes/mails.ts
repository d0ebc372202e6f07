import type { Mail } from '../mail/outbox.ts';
import { momentInIndia, singleLine } from '../mail/templates.ts';

const SIGNATURE = '— The Frontend Launchpad team';

interface ClassFields {
  title: string;
  startsAt: string;
}

const inWords = (offsetMinutes: number) =>
  offsetMinutes >= 60 * 24
    ? `${offsetMinutes / (60 * 24)} day${offsetMinutes === 1440 ? '' : 's'}`
    : offsetMinutes >= 60
      ? `${offsetMinutes / 60} hour${offsetMinutes === 60 ? '' : 's'}`
      : `${offsetMinutes} minutes`;

/** A class starts in a day or an hour: Join on the dashboard records attendance, so it links there. */
export function classReminderMail(
  to: string,
  each: ClassFields & { offsetMinutes: number; dashboardUrl: string; unsubscribeHint: boolean },
): Mail {
  return {
    to,
    kind: 'class',
    subject: `Reminder: ${singleLine(each.title)} starts in ${inWords(each.offsetMinutes)}`,
    body: [
      'Hi,',
      '',
      `Your class "${singleLine(each.title)}" starts on ${momentInIndia(each.startsAt)} (India time).`,
      `Join it from your dashboard, from 15 minutes before the start: ${each.dashboardUrl}`,
      '',
      ...(each.unsubscribeHint
        ? ['You can turn these reminders off on your dashboard, under Your classes.', '']
        : []),
      SIGNATURE,
    ].join('\n'),
  };
}

/** A class's recording is up: sent to the learners who missed it. */
export function recordingMail(
  to: string,
  each: ClassFields & { recordingUrl: string; dashboardUrl: string },
): Mail {
  return {
    to,
    kind: 'class',
    subject: `Recording: ${singleLine(each.title)}`,
    body: [
      'Hi,',
      '',
      `You missed "${singleLine(each.title)}" on ${momentInIndia(each.startsAt)} (India time).`,
      'Its recording is ready:',
      '',
      each.recordingUrl,
      '',
      `Every recording of your batch is on your dashboard: ${each.dashboardUrl}`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** An announcement to a batch, as its author wrote it (markdown reads as plain text). */
export function announcementMail(
  to: string,
  each: { authorName: string; body: string; dashboardUrl: string },
): Mail {
  return {
    to,
    kind: 'class',
    subject: `Announcement from ${singleLine(each.authorName)} (Frontend Launchpad)`,
    body: [each.body, '', `— ${singleLine(each.authorName)}`, '', each.dashboardUrl].join('\n'),
  };
}
