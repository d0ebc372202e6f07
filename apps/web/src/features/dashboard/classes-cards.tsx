import type { User } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { program } from '../../lib/program.ts';
import { myClassesQuery } from './api/my-classes.ts';
import { Announcements } from './announcements.tsx';
import { viewerTimeZone } from '../../lib/instants.ts';
import { NextClassCard } from './next-class-card.tsx';
import { YourClasses } from './your-classes.tsx';

interface ClassesCardsProps {
  user: User;
  /** The zone to show times in besides India's: the browser's, or a test's own. */
  timeZone?: string;
}

/**
 * Issue #32: an enrolled learner's classes and their batches' announcements. Like the batch in
 * the banner, only for a verified address: the server gives the classes of the batches enrolled
 * with it once it is proven.
 */
export function ClassesCards({ user, timeZone = viewerTimeZone() }: ClassesCardsProps) {
  const enrolled = user.enrolledCourse.includes(program.course);
  const { data } = useQuery({ ...myClassesQuery, enabled: enrolled && user.emailVerified });
  if (!enrolled || !data) return null;
  return (
    <div className="mt-6 space-y-6">
      <NextClassCard classes={data.classes} timeZone={timeZone} />
      {data.announcements.length > 0 && (
        <Announcements announcements={data.announcements} timeZone={timeZone} />
      )}
      {data.classes.length > 0 && (
        <YourClasses classes={data.classes} timeZone={timeZone} remindersOn={data.remindersOn} />
      )}
    </div>
  );
}
