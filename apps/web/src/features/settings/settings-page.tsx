import { Link, useSearchParams } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { Tabs } from '../../components/ui/tabs.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SecurityPanel } from './security-panel.tsx';
import { SettingsForm } from './settings-form.tsx';

/** ?tab=security opens the Security tab; the Profile tab (product rules §2) is the default. */
const SECURITY_TAB = 'security';

export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const selected = params.get('tab') === SECURITY_TAB ? 1 : 0;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
        <Link to={paths.profile} className={buttonStyles.secondary}>
          Back to Profile
        </Link>
      </div>
      <div className="mt-6">
        <Tabs
          label="Settings sections"
          listClassName="max-w-xs"
          selected={selected}
          onSelect={(index) =>
            void setParams(index === 1 ? { tab: SECURITY_TAB } : {}, { replace: true })
          }
          // Security loads the signed-in devices: only once someone looks at it.
          mountOnFirstSelect
          tabs={[
            { label: 'Profile', panel: <SettingsForm user={user} /> },
            { label: 'Security', panel: <SecurityPanel user={user} /> },
          ]}
        />
      </div>
    </div>
  );
}
