import { messages } from '@launchpad/contract';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { paths } from '../../lib/paths.ts';

/** What the team's pages show anyone else (the server refuses them too). */
export function TeamOnly() {
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
