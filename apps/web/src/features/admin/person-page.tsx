import {
  contactStatuses,
  messages,
  ENROLLMENT_TRANSITIONS,
  noteRequestSchema,
  NOTE_MAX,
  type ContactMessageRecord,
  type Enrollment,
  type PersonDetail,
  type TimelineItem,
  statusLabel,
} from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../router/index.ts';
import { FormAlert, TextAreaField } from '../../components/ui/form-field.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { paths } from '../../lib/paths.ts';
import { routeParam, useRouteParams } from '../../lib/route-params.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { addPersonNote } from './api/add-person-note.ts';
import { personQuery } from './api/person-detail.ts';
import { updateContactStatus } from './api/update-contact-status.ts';
import { updateEnrollmentStatus } from './api/update-enrollment-status.ts';
import { formatDateTime } from '../../lib/relative-time.ts';
import { StatusSelect } from './status-select.tsx';
import { TeamNav, TeamOnly } from '../../components/team/team-page.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { telLink, whatsappLink } from './whatsapp.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';

const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** One person of the team inbox, at /admin/people/:id (a team page: RequireTeam). */
export function PersonPage() {
  const params = useRouteParams(paths.adminPerson, { id: routeParam.id });
  // An id that is not one names no person: nothing is asked of the server.
  const person = useQuery({ ...personQuery(params?.id ?? 0), enabled: params !== null });
  useDocumentTitle(
    person.data ? `${person.data.person.name} · ${teamTitles.inbox}` : teamTitles.inbox,
  );

  if (person.error instanceof ApiError && person.error.status === 403)
    return <TeamOnly title={teamTitles.inbox} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <TeamNav />
      <Link to={paths.admin} className="mt-4 inline-block text-sm text-indigo-700 underline">
        Back to the team inbox
      </Link>
      {params === null ? (
        <p role="alert" className="mt-6 text-slate-700">
          {messages.noSuchPerson}
        </p>
      ) : (
        person.isPending && <p className="mt-6 text-slate-700">Loading…</p>
      )}
      {person.isError && <LoadFailed what="This person" query={person} className="mt-6" />}
      {person.data && <PersonView detail={person.data} />}
    </div>
  );
}

function PersonView({ detail }: { detail: PersonDetail }) {
  const queryClient = useQueryClient();
  const { person } = detail;

  return (
    <>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{person.name}</h1>
      <section aria-label="Contact details" className={`${cardClass} mt-6`}>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <Detail label="Email">
            <a href={`mailto:${person.email}`} className="break-all text-indigo-700 underline">
              {person.email}
            </a>
          </Detail>
          <Detail label="Phone">
            {person.phone ? (
              <span className="flex flex-wrap gap-x-3">
                <a href={telLink(person.phone)} className="text-indigo-700 underline">
                  {person.phone}
                </a>
                <a
                  href={whatsappLink(person.phone, person.name)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-indigo-700 underline"
                >
                  WhatsApp
                </a>
              </span>
            ) : (
              '—'
            )}
          </Detail>
          <Detail label="Last activity">{formatDateTime(person.lastActivityAt)}</Detail>
        </dl>
      </section>

      <Section title="Enrollment requests" count={detail.enrollments.length}>
        {detail.enrollments.map((enrollment) => (
          <EnrollmentCard
            key={enrollment.id}
            enrollment={enrollment}
            onStatus={async (status) => {
              await updateEnrollmentStatus(enrollment.id, status);
              await invalidateAfter(queryClient, 'updateEnrollmentStatus');
            }}
          />
        ))}
      </Section>

      <Section title="Contact messages" count={detail.contactMessages.length}>
        {detail.contactMessages.map((message) => (
          <ContactCard
            key={message.id}
            message={message}
            onStatus={async (status) => {
              await updateContactStatus(message.id, status);
              await invalidateAfter(queryClient, 'updateContactStatus');
            }}
          />
        ))}
      </Section>

      <section aria-label="Account and practice" className={`${cardClass} mt-8`}>
        <h2 className="text-xl font-bold text-slate-900">Account and practice</h2>
        {detail.account ? (
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
            <Detail label="Account">
              {detail.account.name} (@{detail.account.userName})
            </Detail>
            <Detail label="Email verified">{detail.account.emailVerified ? 'Yes' : 'No'}</Detail>
            <Detail label="Signed up">{formatDateTime(detail.account.createdAt)}</Detail>
            <Detail label="Challenges solved">{detail.practice?.solved ?? 0}</Detail>
            <Detail label="Challenge points">{detail.practice?.points ?? 0}</Detail>
          </dl>
        ) : (
          <p className="mt-4 text-slate-700">No account with this e-mail yet.</p>
        )}
      </section>

      <NoteForm
        personId={person.id}
        onAdded={() => invalidateAfter(queryClient, 'addPersonNote')}
      />

      <section aria-label="Timeline" className="mt-8">
        <h2 className="text-xl font-bold text-slate-900">Timeline</h2>
        <ol className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4">
          {detail.timeline.map((item) => (
            <li key={timelineKey(item)} className="text-sm">
              <time dateTime={item.at} className="block text-slate-600">
                {formatDateTime(item.at)}
              </time>
              <TimelineText item={item} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="mt-8">
      <h2 className="text-xl font-bold text-slate-900">
        {title} <span className="text-base font-medium text-slate-600">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="mt-3 text-slate-700">None.</p>
      ) : (
        <div className="mt-3 space-y-3">{children}</div>
      )}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

interface EnrollmentCardProps {
  enrollment: Enrollment;
  onStatus: (status: Enrollment['status']) => Promise<void>;
}

/** What the inbox flags about a request's referral code: codes that credit nobody. */
const referralNotes: Record<NonNullable<Enrollment['referralStatus']>, string | null> = {
  credited: null,
  unknown: 'unknown referral code',
  own: 'own referral code',
};

function EnrollmentCard({ enrollment, onStatus }: EnrollmentCardProps) {
  const name = `${enrollment.firstName} ${enrollment.lastName}`;
  return (
    <article aria-label={`Enrollment request from ${name}`} className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{enrollment.course}</h3>
          <p className="text-sm text-slate-600">
            {name} · {formatDateTime(enrollment.createdAt)}
          </p>
          {enrollment.repeatCount > 0 && enrollment.lastRepeatAt && (
            // One person, one request (decision 0020): the repeats are counted here, not mailed.
            <p className="mt-1 text-sm font-medium text-amber-900">
              Asked again{' '}
              {enrollment.repeatCount === 1 ? 'once' : `${enrollment.repeatCount} times`}, last on{' '}
              {formatDateTime(enrollment.lastRepeatAt)}
            </p>
          )}
        </div>
        <StatusSelect
          value={enrollment.status}
          // Only the moves the pipeline allows (the server refuses the others).
          options={[enrollment.status, ...ENROLLMENT_TRANSITIONS[enrollment.status]]}
          onSave={onStatus}
        />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Detail label="Designation">{enrollment.designation ?? '—'}</Detail>
        <Detail label="Phone Number">{enrollment.phoneNumber ?? '—'}</Detail>
        <Detail label="Referral Code">
          {enrollment.referralCode ?? '—'}
          {referralNotes[enrollment.referralStatus ?? 'credited'] && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
              {referralNotes[enrollment.referralStatus ?? 'credited']}
            </span>
          )}
        </Detail>
      </dl>
    </article>
  );
}

interface ContactCardProps {
  message: ContactMessageRecord;
  onStatus: (status: ContactMessageRecord['status']) => Promise<void>;
}

function ContactCard({ message, onStatus }: ContactCardProps) {
  return (
    <article aria-label={`Message from ${message.name}: ${message.subject}`} className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{message.subject}</h3>
          <p className="text-sm text-slate-600">
            {message.name} · {formatDateTime(message.createdAt)}
          </p>
        </div>
        <StatusSelect value={message.status} options={contactStatuses} onSave={onStatus} />
      </div>
      <p className="mt-4 text-sm whitespace-pre-line text-slate-800">{message.message}</p>
    </article>
  );
}

function NoteForm({ personId, onAdded }: { personId: number; onAdded: () => Promise<unknown> }) {
  const form = useSchemaForm({
    schema: noteRequestSchema,
    initialValues: { body: '' },
    submit: ({ body }) => addPersonNote(personId, body),
    onSuccess: async (_note, helpers) => {
      helpers.reset();
      toast.success('Note added');
      await onAdded();
    },
  });
  return (
    <section aria-label="Notes" className={`${cardClass} mt-8`}>
      <h2 className="text-xl font-bold text-slate-900">Notes</h2>
      <p className="mt-1 text-sm text-slate-600">
        Notes are kept with your name and the time, and cannot be changed later.
      </p>
      <form onSubmit={form.handleSubmit} aria-label="Add a note" className="mt-4 space-y-3">
        <TextAreaField label="Note" maxLength={NOTE_MAX} {...form.field('body')} />
        <FormAlert message={form.alert} />
        <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
          {form.pending ? 'Adding…' : 'Add note'}
        </button>
      </form>
    </section>
  );
}

const leadNames = { enrollment: 'enrollment request', contact: 'contact message' } as const;

function timelineKey(item: TimelineItem): string {
  if (item.kind === 'note') return `note-${item.noteId}`;
  if (item.kind === 'lead') return `lead-${item.leadType}-${item.leadId}`;
  return `status-${item.leadType}-${item.leadId}-${item.at}-${item.to}`;
}

function TimelineText({ item }: { item: TimelineItem }) {
  if (item.kind === 'lead') return <p className="text-slate-900">{item.title}</p>;
  if (item.kind === 'status') {
    return (
      <p className="text-slate-900">
        {item.actor ?? 'A former team member'} moved the {leadNames[item.leadType]} from{' '}
        {statusLabel(item.from)} to {statusLabel(item.to)}
      </p>
    );
  }
  return (
    <div className="text-slate-900">
      <p className="font-medium">Note by {item.author ?? 'a former team member'}</p>
      <p className="whitespace-pre-line">{item.body}</p>
    </div>
  );
}
