import type { Announcement } from '@launchpad/contract';
import { LazyMarkdown } from '../../components/ui/lazy-markdown.tsx';
import { formatDate } from '../../lib/instants.ts';

interface AnnouncementsProps {
  /** Newest first, as the server sends them. */
  announcements: readonly Announcement[];
  timeZone: string;
}

/** Issue #32: what the team and the mentors posted to the learner's batches. */
export function Announcements({ announcements, timeZone }: AnnouncementsProps) {
  return (
    <section
      aria-labelledby="announcements-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="announcements-title" className="text-lg font-semibold text-slate-900">
        Announcements
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {announcements.map((each) => (
          <li key={each.id} className="py-4 first:pt-0 last:pb-0">
            <p className="text-sm text-slate-600">
              {each.authorName} ·{' '}
              <time dateTime={each.createdAt}>{formatDate(each.createdAt, timeZone)}</time>
            </p>
            <div className="mt-2">
              <LazyMarkdown>{each.body}</LazyMarkdown>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
