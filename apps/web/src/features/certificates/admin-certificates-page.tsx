import {
  revokeCertificateRequestSchema,
  type AdminCertificate,
  type AdminCertificatesResponse,
  type EligibleEnrollment,
} from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { TextAreaField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { formatDay, formatIndiaDate } from '../../lib/dates.ts';
import { certificatePath, certificatePdfPath } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { TeamNav, TeamOnly } from '../../components/team/team-page.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  adminCertificatesQuery,
  issueCertificate,
  revokeCertificate,
} from './api/admin-certificates.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';

const verificationLabels: Record<AdminCertificate['verification'], string> = {
  verified: 'Verified',
  revoked: 'Revoked',
  not_verified: 'Not verified',
};

const rowClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * /admin/certificates, a team page (RequireTeam): issue certificates for finished batches, and
 * revoke them.
 */
export function AdminCertificatesPage() {
  useDocumentTitle(teamTitles.certificates);
  const list = useQuery(adminCertificatesQuery);
  const queryClient = useQueryClient();
  if (list.error instanceof ApiError && list.error.status === 403)
    return <TeamOnly title={teamTitles.certificates} />;

  // Issuing and revoking answer the certificate: it goes into the list without reading it again.
  const store = (update: (data: AdminCertificatesResponse) => AdminCertificatesResponse) =>
    queryClient.setQueryData(adminCertificatesQuery.queryKey, (data) => data && update(data));

  /** Returns the server's problems with the override reason, which the row shows under that field. */
  async function issue(enrollment: EligibleEnrollment, overrideReason?: string) {
    try {
      const certificate = await issueCertificate(enrollment.enrollmentId, overrideReason);
      store((data) => ({
        eligible: data.eligible.filter((e) => e.enrollmentId !== enrollment.enrollmentId),
        issued: [certificate, ...data.issued],
      }));
      toast.success(`Certificate issued to ${certificate.learnerName}.`);
      return [];
    } catch (error) {
      const reasonProblems =
        error instanceof ApiError ? error.fieldErrors.overrideReason : undefined;
      if (reasonProblems?.length) return reasonProblems;
      // Other refusals (e.g. 409: the rules are not met and no reason was written) stay a toast.
      toast.error(
        error instanceof ApiError
          ? error.message
          : 'The certificate could not be issued. Try again.',
      );
      await invalidateAfter(queryClient, 'issueCertificate');
      return [];
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <TeamNav />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {teamTitles.certificates}
      </h1>
      {list.isPending && <p className="mt-6 text-slate-700">Loading certificates…</p>}
      {list.isError && <LoadFailed what="The certificates" query={list} className="mt-6" />}
      {list.data && (
        <>
          <Section
            title="Ready for a certificate"
            count={list.data.eligible.length}
            empty="No one is waiting: a certificate can be issued to an enrolled learner with a verified account once their batch has ended."
          >
            {list.data.eligible.map((enrollment) => (
              <li key={enrollment.enrollmentId}>
                <EligibleRow
                  enrollment={enrollment}
                  onIssue={(reason) => issue(enrollment, reason)}
                />
              </li>
            ))}
          </Section>
          <Section
            title="Issued certificates"
            count={list.data.issued.length}
            empty="No certificates issued yet."
          >
            {list.data.issued.map((certificate) => (
              <li key={certificate.id}>
                <IssuedRow
                  certificate={certificate}
                  onRevoked={(revoked) =>
                    store((data) => ({
                      ...data,
                      issued: data.issued.map((c) => (c.id === revoked.id ? revoked : c)),
                    }))
                  }
                />
              </li>
            ))}
          </Section>
        </>
      )}
    </div>
  );
}

function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="mt-10">
      <h2 className="text-xl font-bold text-slate-900">
        {title} <span className="text-base font-medium text-slate-600">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="mt-4 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">{children}</ul>
      )}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

const batchDates = (item: { batchStartsOn: string; batchEndsOn: string }) =>
  `${formatDay(item.batchStartsOn)} – ${formatDay(item.batchEndsOn)}`;

/**
 * The reason the team writes for issuing by override or for revoking. The row keeps the text and
 * its problems; an edit clears the problems, which were about the text before it.
 */
function ReasonField({
  label,
  hint,
  value,
  problems,
  onChange,
  clearProblems,
}: {
  label: string;
  hint: string;
  value: string;
  problems: string[];
  onChange: (value: string) => void;
  clearProblems: () => void;
}) {
  return (
    <TextAreaField
      label={label}
      hint={hint}
      value={value}
      problems={problems}
      rows={2}
      onChange={(event) => {
        onChange(event.target.value);
        clearProblems();
      }}
    />
  );
}

function EligibleRow({
  enrollment,
  onIssue,
}: {
  enrollment: EligibleEnrollment;
  onIssue: (overrideReason?: string) => Promise<string[]>;
}) {
  const [issuing, setIssuing] = useState(false);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  async function issue() {
    setIssuing(true);
    try {
      // A learner who meets the rules needs no reason: none is sent, so none is recorded.
      setProblems(await onIssue(enrollment.complete ? undefined : reason.trim() || undefined));
    } finally {
      setIssuing(false);
    }
  }
  return (
    <article aria-label={`${enrollment.learnerName}, ready for a certificate`} className={rowClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{enrollment.learnerName}</h3>
          <p className="text-sm text-slate-700">
            {enrollment.complete
              ? 'Meets the completion rules'
              : `Missing: ${enrollment.missing.join('; ')}`}
          </p>
        </div>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={issuing}
          aria-label={`${issuing ? 'Issuing' : 'Issue'} a certificate to ${enrollment.learnerName}`}
          onClick={() => void issue()}
        >
          {issuing ? 'Issuing…' : 'Issue certificate'}
        </button>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Email">{enrollment.email}</Detail>
        <Detail label="Program">{enrollment.program}</Detail>
        <Detail label="Batch">{batchDates(enrollment)}</Detail>
        <Detail label="Verified practice points">{enrollment.points}</Detail>
      </dl>
      {!enrollment.complete && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <ReasonField
            label="Reason to issue without meeting the rules"
            hint="Kept with the certificate; the team sees it, and its public page says it was issued by the team's decision."
            value={reason}
            problems={problems}
            onChange={setReason}
            clearProblems={() => setProblems([])}
          />
        </div>
      )}
    </article>
  );
}

function IssuedRow({
  certificate,
  onRevoked,
}: {
  certificate: AdminCertificate;
  onRevoked: (certificate: AdminCertificate) => void;
}) {
  const [revoking, setRevoking] = useState(false);
  return (
    <article aria-label={`Certificate of ${certificate.learnerName}`} className={rowClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{certificate.learnerName}</h3>
          <p className="text-sm text-slate-700">
            {verificationLabels[certificate.verification]}
            {certificate.revokedAt && ` on ${formatIndiaDate(certificate.revokedAt)}`}
            {certificate.revokeReason && `: ${certificate.revokeReason}`}
          </p>
          {certificate.overrideReason && (
            <p className="text-sm text-slate-700">
              Issued by override: {certificate.overrideReason}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={certificatePath(certificate.id)}
            className={buttonStyles.secondary}
            aria-label={`Open page of ${certificate.learnerName}'s certificate`}
          >
            Open page
          </Link>
          {certificate.verification !== 'not_verified' && (
            <a
              href={certificatePdfPath(certificate.id)}
              className={buttonStyles.secondary}
              aria-label={`PDF of ${certificate.learnerName}'s certificate`}
            >
              PDF
            </a>
          )}
          {!certificate.revokedAt && !revoking && (
            <button
              type="button"
              className={buttonStyles.danger}
              aria-label={`Revoke ${certificate.learnerName}'s certificate`}
              onClick={() => setRevoking(true)}
            >
              Revoke
            </button>
          )}
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Email">{certificate.email}</Detail>
        <Detail label="Program">{certificate.program}</Detail>
        <Detail label="Batch">{batchDates(certificate)}</Detail>
        <Detail label="Issued on">{formatIndiaDate(certificate.issuedAt)}</Detail>
      </dl>
      {revoking && (
        <RevokeForm
          certificate={certificate}
          onCancel={() => setRevoking(false)}
          onRevoked={(revoked) => {
            setRevoking(false);
            onRevoked(revoked);
          }}
        />
      )}
    </article>
  );
}

function RevokeForm({
  certificate,
  onCancel,
  onRevoked,
}: {
  certificate: AdminCertificate;
  onCancel: () => void;
  onRevoked: (certificate: AdminCertificate) => void;
}) {
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = revokeCertificateRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblems(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setSending(true);
    try {
      const revoked = await revokeCertificate(certificate.id, parsed.data.reason);
      toast.success(`${certificate.learnerName}'s certificate is revoked.`);
      onRevoked(revoked);
    } catch (error) {
      setProblems([
        error instanceof ApiError
          ? error.message
          : 'The certificate could not be revoked. Try again.',
      ]);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      aria-label={`Revoke ${certificate.learnerName}'s certificate`}
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <ReasonField
        label="Why is it revoked?"
        hint="The team sees the reason; the certificate's public page only says it was revoked and when."
        value={reason}
        problems={problems}
        onChange={setReason}
        clearProblems={() => setProblems([])}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.danger} disabled={sending}>
          {sending ? 'Revoking…' : 'Revoke certificate'}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
