import type { User } from '@launchpad/contract';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { API_BASE } from '../../lib/api-client.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { Section } from './section.tsx';

/** The Security tab of Settings: password, devices, a copy of one's data, and deletion. */
export function SecurityPanel({ user }: { user: User }) {
  return (
    <div className="space-y-6">
      <Section id="security-password" title="Change password">
        <ChangePasswordForm />
      </Section>
      <Section
        id="security-sessions"
        title="Active sessions"
        description="The devices signed in to your account. Sign out of any you do not recognise."
      >
        <ActiveSessions />
      </Section>
      <Section
        id="security-export"
        title="Download my data"
        description="A JSON file of everything stored about you: your profile, sessions, progress, submissions, uploads and the requests and messages you sent."
      >
        <a href={`${API_BASE}/account/export`} download className={buttonStyles.secondary}>
          Download my data
        </a>
      </Section>
      <Section id="security-delete" title="Delete my account">
        <DeleteAccount user={user} />
      </Section>
    </div>
  );
}
