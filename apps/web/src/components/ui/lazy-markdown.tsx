import { lazy, Suspense } from 'react';

/** The markdown parser is large: only a page with markdown to show fetches it. */
const Markdown = lazy(() => import('./markdown.tsx'));

/**
 * Markdown written by the staff (an announcement, a project's brief, a review's feedback), once
 * the parser has loaded; no raw HTML reaches the page (see markdown.tsx).
 */
export function LazyMarkdown({ children }: { children: string }) {
  return (
    // While the parser loads, the words as they were typed: React escapes them.
    <Suspense fallback={<p className="text-sm whitespace-pre-line text-slate-800">{children}</p>}>
      <Markdown>{children}</Markdown>
    </Suspense>
  );
}
