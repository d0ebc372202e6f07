import { messages, type AuthResponse } from '@launchpad/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { ResendVerificationButton } from '../../components/account/resend-verification-button.tsx';
import { useSession } from '../../lib/session.ts';
import { useStartSession } from '../../lib/start-session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard, textLinkClass } from './auth-card.tsx';
import { verifyEmail } from './api/verify-email.ts';

type Outcome = { verified: true; response: AuthResponse } | { verified: false; message: string };

/**
 * One POST per token for the life of the page: a token works once, and StrictMode (or a remount)
 * runs the effect again, which must not spend it a second time and report the link as used.
 */
const attempts = new Map<string, Promise<Outcome>>();

function verifyOnce(token: string): Promise<Outcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token).then(
      (response): Outcome => ({ verified: true, response }),
      (error: unknown): Outcome => ({
        verified: false,
        message:
          error instanceof ApiError && error.fromServer && error.status < 500
            ? error.message
            : messages.somethingWentWrong,
      }),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Opened from the verification mail (/verify-email?token=...). */
export function VerifyEmailPage() {
  useDocumentTitle('Verify e-mail');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const startSession = useStartSession();
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { verified: false, message: messages.invalidOrExpiredLink },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    void verifyOnce(token).then((result) => {
      if (!active) return;
      // The server logged this browser in as the link's owner.
      if (result.verified) startSession(result.response.user);
      setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [token, startSession]);

  return (
    <AuthCard title="Verify your e-mail address">
      {/* One live region for every state, so each change is read out. */}
      <div role="status" className="space-y-4">
        {outcome === null && <p className="text-slate-700">Verifying…</p>}
        {outcome?.verified === true && (
          <>
            <p className="font-medium text-green-800">{outcome.response.message}</p>
            <p>
              <Link to={paths.dashboard} className={buttonStyles.primary}>
                Go to your dashboard
              </Link>
            </p>
          </>
        )}
        {outcome?.verified === false && (
          <p className="font-medium text-red-700">{outcome.message}</p>
        )}
      </div>
      {outcome?.verified === false && <NewLink />}
    </AuthCard>
  );
}

/** A logged-in learner asks for a new link here; anyone else logs in first. */
function NewLink() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'anonymous') {
    return (
      <p className="mt-4 text-sm text-slate-700">
        <Link to={paths.login} className={textLinkClass}>
          Log in
        </Link>{' '}
        to ask for a new verification link.
      </p>
    );
  }
  if (session.user.emailVerified) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        {messages.emailAlreadyVerified}{' '}
        <Link to={paths.dashboard} className={textLinkClass}>
          Go to your dashboard
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-4">
      <ResendVerificationButton />
    </p>
  );
}
