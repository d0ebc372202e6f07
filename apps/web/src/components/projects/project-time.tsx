import { PROGRAM_TIME_ZONE } from '@launchpad/contract';
import { formatInstant } from '../../lib/instants.ts';

/**
 * An instant (a due date, a hand-in) in the viewer's zone with India's beside it, as the classes
 * show theirs; one text when the two read the same (a viewer in India).
 */
export function ProjectTime({ instant, timeZone }: { instant: string; timeZone: string }) {
  const india = `${formatInstant(new Date(instant), PROGRAM_TIME_ZONE)} (IST)`;
  const yours = formatInstant(new Date(instant), timeZone);
  const same = `${yours} (IST)` === india;
  return (
    <>
      <time dateTime={instant}>{same ? india : `${yours} (your time)`}</time>
      {!same && <span className="text-slate-600"> · {india}</span>}
    </>
  );
}
