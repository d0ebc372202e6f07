import type { ReactNode } from 'react';
import { GlobeIcon, MapPinIcon } from './profile-icons.tsx';

export const profileCardClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';
export const profileTextLinkClass =
  'font-medium text-indigo-700 underline-offset-2 hover:underline';
export const profileIconLinkClass =
  'inline-flex size-10 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** A link a learner typed: it opens in a new tab that cannot reach back into this page. */
export function ExternalIconLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={profileIconLinkClass}
      aria-label={label}
    >
      {children}
    </a>
  );
}

/** A profile's website and location, each when given. */
export function ProfileFacts({
  website,
  location,
}: {
  website: string | null;
  location: string | null;
}) {
  if (!website && !location) return null;
  return (
    <ul className="mt-5 space-y-2 text-sm text-slate-700">
      {website && (
        <li className="flex items-center gap-2">
          <GlobeIcon className="shrink-0 text-slate-500" />
          <span className="sr-only">Website:</span>
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={`${profileTextLinkClass} break-all`}
          >
            {website.replace(/^https?:\/\//i, '')}
          </a>
        </li>
      )}
      {location && (
        <li className="flex items-center gap-2">
          <MapPinIcon className="shrink-0 text-slate-500" />
          <span className="sr-only">Location:</span>
          {location}
        </li>
      )}
    </ul>
  );
}
