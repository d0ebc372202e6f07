import { messages, type User } from '@launchpad/contract';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ResendVerificationButton } from '../../components/account/resend-verification-button.tsx';

/** sessionStorage key: the e-mail address whose banner was dismissed in this browser session. */
export const DISMISSED_KEY = 'launchpad.verifyBannerDismissed';

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    // Storage can be switched off; the banner then comes back on the next page load.
    return null;
  }
}

/**
 * Asks a learner whose address is unverified to verify it, with Resend and Dismiss. Dismissing
 * holds for the browser session. Loaded lazily by `VerifyEmailBannerSlot`, only for such a learner.
 */
export function VerifyEmailBanner({ user }: { user: User }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed === user.email) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, user.email);
    } catch {
      // Dismissed for this page load only.
    }
    setDismissed(user.email);
  }

  return (
    <section aria-label="E-mail verification" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-amber-950">
        <p className="flex-1 font-medium">{messages.verifyEmailBanner}</p>
        <ResendVerificationButton />
        <button type="button" className={buttonStyles.ghost} onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
