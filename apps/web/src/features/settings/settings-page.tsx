import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { SingleTab } from '../../components/ui/single-tab.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SettingsForm } from './settings-form.tsx';

export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
        <Link to={paths.profile} className={buttonStyles.secondary}>
          Back to Profile
        </Link>
      </div>
      <div className="mt-6">
        <SingleTab listLabel="Settings sections" label="Profile">
          <SettingsForm user={user} />
        </SingleTab>
      </div>
    </div>
  );
}
