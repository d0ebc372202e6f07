import type { Certificate, CertificateEvidence } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatDay, formatIndiaDate } from '../../lib/dates.ts';
import { certificatePdfPath, paths } from '../../lib/paths.ts';
import { routeParam, useRouteParams } from '../../lib/route-params.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { certificateQuery } from './api/certificate.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';

export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
export const VERIFIED_MEANS =
  'Verified means this page shows the certificate exactly as Frontend Launchpad issued it: its details match the signature our server made when the team issued it, and it has not been revoked.';

/**
 * /certificates/{id}: anyone checks a completion certificate here (the QR code on its PDF leads
 * here). 'Verified' appears only when the server says its record matches its signature.
 */
export function CertificatePage() {
  const { id } = useRouteParams(paths.certificate, { id: routeParam.text });
  const certificate = useQuery(certificateQuery(id));

  if (certificate.error instanceof ApiError && certificate.error.status === 404) {
    return <NotFound />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {certificate.isPending && <p className="text-slate-700">Loading the certificate…</p>}
      {certificate.isError && <LoadFailed what="The certificate" query={certificate} />}
      {certificate.data && <CertificateView certificate={certificate.data} />}
    </div>
  );
}

function NotFound() {
  useDocumentTitle(CERTIFICATE_NOT_FOUND);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{CERTIFICATE_NOT_FOUND}</h1>
      <p className="mt-4 text-slate-700">
        No certificate has this address. Check that the link or QR code was copied in full.
      </p>
      <Link to={paths.home} className={`${buttonStyles.primary} mt-8`}>
        Return to Home
      </Link>
    </div>
  );
}

function CertificateView({ certificate }: { certificate: Certificate }) {
  useDocumentTitle(
    `Certificate: ${certificate.learnerName}`,
    `${certificate.learnerName}'s certificate of completion of the ${certificate.program} program.`,
  );
  return (
    <article
      aria-labelledby="certificate-name"
      className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12"
    >
      <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase">
        Certificate of completion
      </p>
      <Status certificate={certificate} />
      <p className="mt-8 text-slate-700">This certifies that</p>
      <h1
        id="certificate-name"
        className="mt-2 text-4xl font-bold tracking-tight break-words text-slate-900 sm:text-5xl"
      >
        {certificate.learnerName}
      </h1>
      <p className="mt-4 text-lg text-slate-800">
        completed the <strong>{certificate.program}</strong> program
      </p>
      <dl className="mx-auto mt-8 grid max-w-xl gap-4 text-left sm:grid-cols-3">
        <Fact label="Batch">
          {formatDay(certificate.batchStartsOn)} – {formatDay(certificate.batchEndsOn)}
        </Fact>
        <Fact label="Verified practice points">{certificate.points}</Fact>
        <Fact label="Issued on">
          <time dateTime={certificate.issuedAt}>{formatIndiaDate(certificate.issuedAt)}</time>
        </Fact>
      </dl>
      {certificate.evidence && <Evidence evidence={certificate.evidence} />}
      {certificate.verification !== 'not_verified' && (
        <a
          href={certificatePdfPath(certificate.id)}
          className={`${buttonStyles.primary} mt-10`}
          download={`certificate-${certificate.id}.pdf`}
        >
          Download PDF
        </a>
      )}
      <p className="mt-8 text-sm text-slate-600">{VERIFIED_MEANS}</p>
    </article>
  );
}

/** What the certificate certifies (issue #33); older certificates recorded none and show none. */
function Evidence({ evidence }: { evidence: CertificateEvidence }) {
  const { attendance, projects } = evidence;
  return (
    <section aria-labelledby="certificate-evidence" className="mx-auto mt-8 max-w-xl text-left">
      <h2 id="certificate-evidence" className="text-lg font-bold text-slate-900">
        Evidence
      </h2>
      {/* Plain sentences in a list, so they read the same to a screen reader as on the page. */}
      <ul className="mt-3 space-y-2 text-slate-900">
        <li>
          {attendance.classesHeld === 0
            ? 'No classes were held'
            : `Attended ${attendance.attended} of ${attendance.classesHeld} classes` +
              (attendance.percent === null ? '' : ` (${attendance.percent} %)`)}
        </li>
        <li>
          Projects passed:{' '}
          {projects.length === 0 ? (
            'No projects'
          ) : (
            <ul aria-label="Projects passed" className="list-disc pl-5">
              {projects.map((project, index) => (
                // Titles may repeat across projects; the order is the record's and never changes.
                <li key={index}>
                  {project.title}, reviewed by {project.reviewerName}
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>Verified challenges: {evidence.verifiedChallenges}</li>
        <li>Points: {evidence.points}</li>
      </ul>
      {evidence.override && (
        <p className="mt-3 text-sm text-slate-700">
          Issued by the team's decision, without every completion rule met.
        </p>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

function Status({ certificate }: { certificate: Certificate }) {
  if (certificate.verification === 'verified') {
    return (
      <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-4 py-1.5 font-semibold text-emerald-900">
        <span aria-hidden="true">✓</span> Verified
      </p>
    );
  }
  if (certificate.verification === 'revoked') {
    return (
      <p
        role="status"
        className="mt-6 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 font-semibold text-rose-900"
      >
        Revoked
        {certificate.revokedAt && (
          <>
            {' on '}
            <time dateTime={certificate.revokedAt}>{formatIndiaDate(certificate.revokedAt)}</time>
          </>
        )}
        . The team withdrew this certificate; it no longer certifies anything.
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950"
    >
      Not verified. This record does not match the signature made when it was issued: it was changed
      afterwards, so do not rely on what it says.
    </p>
  );
}
