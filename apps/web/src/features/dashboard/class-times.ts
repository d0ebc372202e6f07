import { JOIN_OPENS_MINUTES_BEFORE, PROGRAM_TIME_ZONE, type MyClass } from '@launchpad/contract';
import { formatClassRange, viewerTimeZone } from '../../lib/instants.ts';

const MINUTE_MS = 60_000;

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
