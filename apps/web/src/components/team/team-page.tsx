import { messages } from '@launchpad/contract';
import type { ReactNode } from 'react';
import { Link, NavLink } from '../../router/index.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonStyles } from '../ui/button-styles.ts';

const teamPages = [
  { to: paths.admin, label: 'Inbox' },
  { to: paths.adminBatches, label: 'Batches' },
  { to: paths.adminPayments, label: 'Payments' },
  { to: paths.adminCertificates, label: 'Certificates' },
  { to: paths.adminStaff, label: 'Staff' },
  { to: paths.teaching, label: 'Teaching' },
] as const;

/**
 * What the team's pages show anyone else (the server refuses them too): RequireTeam shows it to a
 * learner, and a page shows it when the server answers 403. RequireStaff shows it with
 * `messages.staffOnly` on the pages mentors may see too.
 */
export function TeamOnly({
  title,
  message = messages.adminOnly,
}: {
  title: string;
  message?: string;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <Link to={paths.dashboard} className={`${buttonStyles.primary} mt-8`}>
        Go to your dashboard
      </Link>
    </div>
  );
}

/** The links between the team's pages, on each of them. */
export function TeamNav() {
  return (
    <nav aria-label="Team pages">
      <ul className="flex flex-wrap gap-4 text-sm font-semibold">
        {teamPages.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                isActive ? 'text-slate-900 underline' : 'text-indigo-700 hover:underline'
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A page of the team's (verified ADMIN_EMAILS accounts; RequireTeam shows anyone else TeamOnly,
 * and the server answers them 403): its title, the links between the team's pages, and its
 * content.
 */
export function TeamPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <TeamNav />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
