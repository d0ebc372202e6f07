import type { MailProblem } from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { peopleQuery } from './api/list-people.ts';
import { mailProblemsQuery } from './api/list-mail-problems.ts';
import { retryMail } from './api/retry-mail.ts';
import { formatDateTime } from '../../lib/relative-time.ts';
import { filterOf, PeopleList } from './people-list.tsx';
import { TeamNav, TeamOnly } from '../../components/team/team-page.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';

/**
 * A person's page (/admin/people/:id), from this module like the list, its own code loaded when
 * first opened: the inbox's list does not need the note form and its schema.
 */
const LazyPersonPage = lazy(async () => ({
  default: (await import('./person-page.tsx')).PersonPage,
}));

export function PersonPage() {
  return (
    <Suspense fallback={<p className="mx-auto max-w-5xl px-4 py-10 text-slate-700">Loading…</p>}>
      <LazyPersonPage />
    </Suspense>
  );
}

function Received({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-sm text-slate-600">
      {formatDateTime(at)}
    </time>
  );
}

/**
 * The team inbox: mails the outbox gave up on, then the people who sent leads (searched,
 * filtered, 50 at a time); each person's page is PersonPage.
 */
export function AdminPage() {
  useDocumentTitle(teamTitles.inbox);
  const [params] = useSearchParams();
  const filter = filterOf(params);
  const firstPage = useQuery(peopleQuery(filter, ''));

  if (firstPage.error instanceof ApiError && firstPage.error.status === 403)
    return <TeamOnly title={teamTitles.inbox} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <TeamNav />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{teamTitles.inbox}</h1>
      <MailProblems />
      {/* Keyed by the filter: a new search starts again from its first page. */}
      <PeopleList key={JSON.stringify(filter)} filter={filter} />
    </div>
  );
}

const rowClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

const mailKindLabels: Record<MailProblem['kind'], string> = {
  notification: 'Team notification',
  confirmation: 'Visitor confirmation',
  'verify-email': 'E-mail verification',
  'reset-password': 'Password reset',
  'staff-invite': 'Staff invite',
  class: 'Class notice',
  project: 'Project review',
  mentoring: '1:1 session',
};

/** Mails the outbox gave up on after a day of tries, each with a button to send it again. */
function MailProblems() {
  const problems = useQuery(mailProblemsQuery);
  const queryClient = useQueryClient();

  async function retry(mail: MailProblem) {
    try {
      const { message } = await retryMail(mail.id);
      toast.success(message);
    } catch (error) {
      console.error('Mail retry failed:', error);
      toast.error(
        error instanceof ApiError
          ? error.message
          : 'The mail could not be queued again. Try again.',
      );
    }
    // Either way the list may have changed (another team member may have retried it first).
    await invalidateAfter(queryClient, 'retryMail');
  }

  return (
    <section aria-label="Mail problems" className="mt-8">
      <h2 className="text-xl font-bold text-slate-900">
        Mail problems{' '}
        {problems.data && (
          <span className="text-base font-medium text-slate-600">({problems.data.count})</span>
        )}
      </h2>
      {problems.isPending && <p className="mt-4 text-slate-700">Loading mail problems…</p>}
      {problems.isError && <LoadFailed what="Mail problems" query={problems} className="mt-4" />}
      {problems.data &&
        (problems.data.count === 0 ? (
          <p className="mt-4 text-slate-700">No mail problems.</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">
              These mails could not be sent after a day of tries.
              {problems.data.mails.length < problems.data.count &&
                ` The newest ${problems.data.mails.length} are shown.`}
            </p>
            <ul className="mt-4 space-y-3">
              {problems.data.mails.map((mail) => (
                <li key={mail.id}>
                  <MailProblemRow mail={mail} onRetry={() => retry(mail)} />
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

interface MailProblemRowProps {
  mail: MailProblem;
  onRetry: () => Promise<void>;
}

function MailProblemRow({ mail, onRetry }: MailProblemRowProps) {
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  }

  return (
    <article aria-label={`Mail to ${mail.to}: ${mail.subject}`} className={rowClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold break-words text-slate-900">{mail.subject}</h3>
          <p className="text-sm text-slate-600">
            Queued <Received at={mail.createdAt} />
          </p>
        </div>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={retrying}
          // The visible word first, then which mail: every row has a Retry button.
          aria-label={`${retrying ? 'Retrying' : 'Retry'} the mail to ${mail.to}: ${mail.subject}`}
          onClick={() => void retry()}
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="To">
          <span className="break-all">{mail.to}</span>
        </Detail>
        <Detail label="Kind">{mailKindLabels[mail.kind]}</Detail>
        <Detail label="Attempts">{mail.attempts}</Detail>
        <Detail label="Last error">
          <span className="break-words">{mail.lastError ?? '—'}</span>
        </Detail>
      </dl>
    </article>
  );
}
