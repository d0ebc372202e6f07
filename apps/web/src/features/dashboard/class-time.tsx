import type { MyClass } from '@launchpad/contract';
import { classTimeText } from './class-times.ts';

interface ClassTimeProps {
  schedule: Pick<MyClass, 'startsAt' | 'endsAt'>;
  timeZone: string;
  className?: string;
}

/** A class's time in the viewer's zone, with India's beside it when the two differ. */
export function ClassTime({ schedule, timeZone, className }: ClassTimeProps) {
  const { yours, india } = classTimeText(schedule, timeZone);
  return (
    <p className={className}>
      <time dateTime={schedule.startsAt}>{yours ?? india}</time>
      {yours && <span className="text-slate-600"> · {india}</span>}
    </p>
  );
}
