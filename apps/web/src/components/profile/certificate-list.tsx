import type { CertificateSummary } from '@launchpad/contract';
import { Link } from '../../router/index.ts';
import { formatDay, formatIndiaDate } from '../../lib/dates.ts';
import { certificatePath } from '../../lib/paths.ts';
import { profileCardClass, profileTextLinkClass } from './profile-links.tsx';

interface CertificateListProps {
  certificates: readonly CertificateSummary[];
  /** What the card says when there are none (the learner's own profile); none: no card. */
  empty?: string;
}

/** A profile's completion certificates, each linking to the page that verifies it. */
export function CertificateList({ certificates, empty }: CertificateListProps) {
  if (certificates.length === 0 && empty === undefined) return null;
  return (
    <section aria-labelledby="certificates-title" className={profileCardClass}>
      <h2 id="certificates-title" className="text-lg font-semibold text-slate-900">
        Certificates
      </h2>
      {certificates.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-200">
          {certificates.map((certificate) => (
            <li
              key={certificate.id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-3 first:pt-0 last:pb-0"
            >
              <span>
                <Link to={certificatePath(certificate.id)} className={profileTextLinkClass}>
                  {certificate.program}
                </Link>{' '}
                <span className="text-sm text-slate-600">
                  {formatDay(certificate.batchStartsOn)} – {formatDay(certificate.batchEndsOn)}
                </span>
              </span>
              <span className="text-sm text-slate-600">
                Issued{' '}
                <time dateTime={certificate.issuedAt}>{formatIndiaDate(certificate.issuedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}
