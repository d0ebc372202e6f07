import { messages } from '@launchpad/contract';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Link } from '../../router/index.ts';

export interface Crumb {
  to: string;
  label: string;
}

/**
 * A page of the staff's (RequireStaff: the team and mentors): the way back up (Teaching, then
 * the batch), its heading and its content. Not TeamPage: mentors have no use for the team's links.
 */
export function TeachingPage({
  title,
  heading = title,
  crumbs = [],
  children,
}: {
  /** The tab's title. */
  title: string;
  /** The page's h1, when it says more than the tab's title (the batch's dates). */
  heading?: ReactNode;
  /** The pages above this one, outermost first. */
  crumbs?: readonly Crumb[];
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap gap-2 text-sm font-semibold">
            {crumbs.map((crumb) => (
              <li key={crumb.to} className="after:ml-2 after:text-slate-500 after:content-['›']">
                <Link to={crumb.to} className="text-indigo-700 hover:underline">
                  {crumb.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
      {children}
    </div>
  );
}

/** The first crumb of every page below Teaching. */
export const teachingCrumb: Crumb = { to: paths.teaching, label: 'Teaching' };

/**
 * What a page shows while its read has no answer: loading, the server's refusal (403: not staff
 * any more), its not-found (404: no such batch or class, or one a mentor does not teach), or a
 * failure to try again.
 */
export function ReadProblem({
  query,
  what,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  /** What is read, as the start of a sentence: 'The classes'. */
  what: string;
}) {
  if (query.isPending) return <p className="mt-6 text-slate-700">Loading…</p>;
  const { error } = query;
  if (!error) return null;
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
    return (
      <div role="alert" className="mt-6 text-slate-700">
        <p>{error.status === 403 ? messages.staffOnly : error.message}</p>
        <Link to={paths.teaching} className="mt-4 inline-block text-indigo-700 underline">
          Back to your batches
        </Link>
      </div>
    );
  }
  return <LoadFailed what={what} query={{ error, refetch: query.refetch }} className="mt-6" />;
}
