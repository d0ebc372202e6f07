import { messages } from '@launchpad/contract';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const teamPages = [
  { to: paths.admin, label: 'Inbox' },
  { to: paths.adminBatches, label: 'Batches' },
  { to: paths.adminPayments, label: 'Payments' },
] as const;

/**
 * A page of the team's (verified ADMIN_EMAILS accounts; the server answers 403 to anyone else
 * too): its title, the links between the team's pages, and its content.
 */
export function TeamPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const { user } = useSession();
  if (!user?.isAdmin) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-4 text-slate-700">{messages.adminOnly}</p>
        <Link to={paths.dashboard} className={`${buttonStyles.primary} mt-8`}>
          Go to your dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Team pages">
        <ul className="flex gap-4 text-sm font-semibold">
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
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

/** The way the team's pages show a day ('18 Jun 2027') and a moment. */
export const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
