import {
  contactStatuses,
  ENROLLMENT_TRANSITIONS,
  messages,
  type ContactMessageRecord,
  type Enrollment,
  type MailProblem,
} from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { leadsQuery, storeLead } from './api/list-leads.ts';
import { mailProblemsQuery } from './api/list-mail-problems.ts';
import { retryMail } from './api/retry-mail.ts';
import { updateContactStatus } from './api/update-contact-status.ts';
import { updateEnrollmentStatus } from './api/update-enrollment-status.ts';
import { StatusSelect } from './status-select.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function Received({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-sm text-slate-600">
      {dateFormat.format(new Date(at))}
    </time>
  );
}

/**
 * The team inbox: mails the outbox gave up on, then enrollment requests and contact messages,
 * newest first (the server's order).
 */
export function AdminPage() {
  useDocumentTitle('Team inbox');
  const { user } = useSession();
  if (!user?.isAdmin) return <TeamOnly />;
  return <Inbox />;
}

function TeamOnly() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Team inbox</h1>
      <p className="mt-4 text-slate-700">{messages.adminOnly}</p>
      <Link to={paths.dashboard} className={`${buttonStyles.primary} mt-8`}>
        Go to your dashboard
      </Link>
    </div>
  );
}

function Inbox() {
  const leads = useQuery(leadsQuery);
  const queryClient = useQueryClient();

  if (leads.error instanceof ApiError && leads.error.status === 403) return <TeamOnly />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Team inbox</h1>
      <MailProblems />
      {leads.isPending && <p className="mt-6 text-slate-700">Loading the inbox…</p>}
      {leads.isError && (
        <div role="alert" className="mt-6 text-slate-700">
          <p>The inbox could not be loaded. {leads.error.message}</p>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-4`}
            onClick={() => void leads.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {leads.data && (
        <>
          <LeadList
            title="Enrollment requests"
            empty="No enrollment requests yet."
            items={leads.data.enrollments}
            render={(enrollment) => (
              <EnrollmentRow
                enrollment={enrollment}
                onStatus={async (status) => {
                  storeLead(
                    queryClient,
                    'enrollments',
                    await updateEnrollmentStatus(enrollment.id, status),
                  );
                }}
              />
            )}
          />
          <LeadList
            title="Contact messages"
            empty="No contact messages yet."
            items={leads.data.contactMessages}
            render={(message) => (
              <ContactRow
                message={message}
                onStatus={async (status) => {
                  storeLead(
                    queryClient,
                    'contactMessages',
                    await updateContactStatus(message.id, status),
                  );
                }}
              />
            )}
          />
        </>
      )}
    </div>
  );
}

interface LeadListProps<Lead extends { id: number }> {
  title: string;
  empty: string;
  items: readonly Lead[];
  render: (lead: Lead) => ReactNode;
}

function LeadList<Lead extends { id: number }>({
  title,
  empty,
  items,
  render,
}: LeadListProps<Lead>) {
  return (
    <section aria-label={title} className="mt-10">
      <h2 className="text-xl font-bold text-slate-900">
        {title} <span className="text-base font-medium text-slate-600">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((lead) => (
            <li key={lead.id}>{render(lead)}</li>
          ))}
        </ul>
      )}
    </section>
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

function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="break-all text-indigo-700 underline">
      {email}
    </a>
  );
}

interface EnrollmentRowProps {
  enrollment: Enrollment;
  onStatus: (status: Enrollment['status']) => Promise<void>;
}

function EnrollmentRow({ enrollment, onStatus }: EnrollmentRowProps) {
  const name = `${enrollment.firstName} ${enrollment.lastName}`;
  return (
    <article aria-label={`Enrollment request from ${name}`} className={rowClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <Received at={enrollment.createdAt} />
        </div>
        <StatusSelect
          value={enrollment.status}
          // Only the moves the pipeline allows (the server refuses the others).
          options={[enrollment.status, ...ENROLLMENT_TRANSITIONS[enrollment.status]]}
          onSave={onStatus}
        />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Email">
          <EmailLink email={enrollment.email} />
        </Detail>
        <Detail label="Course">{enrollment.course}</Detail>
        <Detail label="Designation">{enrollment.designation ?? '—'}</Detail>
        <Detail label="Phone Number">{enrollment.phoneNumber ?? '—'}</Detail>
        <Detail label="Referral Code">{enrollment.referralCode ?? '—'}</Detail>
      </dl>
    </article>
  );
}

interface ContactRowProps {
  message: ContactMessageRecord;
  onStatus: (status: ContactMessageRecord['status']) => Promise<void>;
}

function ContactRow({ message, onStatus }: ContactRowProps) {
  return (
    <article aria-label={`Message from ${message.name}: ${message.subject}`} className={rowClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{message.subject}</h3>
          <p className="text-sm text-slate-700">
            {message.name} · <EmailLink email={message.email} />
          </p>
          <Received at={message.createdAt} />
        </div>
        <StatusSelect value={message.status} options={contactStatuses} onSave={onStatus} />
      </div>
      <p className="mt-4 text-sm whitespace-pre-line text-slate-800">{message.message}</p>
    </article>
  );
}

const mailKindLabels: Record<MailProblem['kind'], string> = {
  notification: 'Team notification',
  confirmation: 'Visitor confirmation',
  'verify-email': 'E-mail verification',
  'reset-password': 'Password reset',
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
    await queryClient.invalidateQueries({ queryKey: mailProblemsQuery.queryKey });
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
      {problems.isError && (
        <div role="alert" className="mt-4 text-slate-700">
          <p>Mail problems could not be loaded. {problems.error.message}</p>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-3`}
            onClick={() => void problems.refetch()}
          >
            Try again
          </button>
        </div>
      )}
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
