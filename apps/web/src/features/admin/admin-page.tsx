import {
  contactStatuses,
  enrollmentStatuses,
  messages,
  type ContactMessageRecord,
  type Enrollment,
} from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { leadsQuery, storeLead, updateContactStatus, updateEnrollmentStatus } from './api.ts';
import { StatusSelect } from './status-select.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function Received({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-sm text-slate-600">
      {dateFormat.format(new Date(at))}
    </time>
  );
}

/** The team inbox: enrollment requests and contact messages, newest first (the server's order). */
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
        <StatusSelect value={enrollment.status} options={enrollmentStatuses} onSave={onStatus} />
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
