import { lazy, Suspense } from 'react';

/**
 * The announcements' markdown (no raw HTML), loaded on demand: the parser is large, and only a
 * learner with projects fetches it.
 */
const AnnouncementMarkdown = lazy(() => import('../announcement-markdown.tsx'));

/** A brief or a mentor's feedback, as markdown once the parser has loaded. */
export function ProjectMarkdown({ children }: { children: string }) {
  return (
    // While the parser loads, the words as they were typed: React escapes them.
    <Suspense fallback={<p className="text-sm whitespace-pre-line text-slate-800">{children}</p>}>
      <AnnouncementMarkdown>{children}</AnnouncementMarkdown>
    </Suspense>
  );
}
