import type { User } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useLocation } from '../../router/index.ts';
import { fromLocation, redirectTargetAfterLogin } from '../../lib/login-redirect.ts';
import { paths } from '../../lib/paths.ts';
import { sessionQueryKey, useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';

/** What a visitor sent here from a challenge reads: the challenge waits behind a free account. */
export const PRACTICE_INVITATION = 'Sign up free to solve challenges and save your progress';

export function LoginPage() {
  useDocumentTitle('Log In');
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [destination, setDestination] = useState<string | null>(null);

  // One redirect below serves a fresh login and a visitor who was logged in already. The user goes
  // into the session before any navigation: the destination may be a guarded page. flushSync
  // commits the destination first, so no render sees the user without it and heads elsewhere.
  const loggedIn = useCallback(
    (user: User, to: string) => {
      flushSync(() => setDestination(to));
      queryClient.setQueryData(sessionQueryKey, user);
    },
    [queryClient],
  );
  const returnTo = redirectTargetAfterLogin(location.state);
  // Sent here from a challenge ('Try a challenge now', a shared link): why, in one line (#27).
  const fromChallenge = fromLocation(location.state)?.startsWith(`${paths.challenges}/`) === true;
  const backToOrigin = useCallback((user: User) => loggedIn(user, returnTo), [loggedIn, returnTo]);
  // Product rules §7: Google sign-in always continues to the dashboard.
  const toDashboard = useCallback((user: User) => loggedIn(user, paths.dashboard), [loggedIn]);

  // While the session is unknown the form shows (the page is prerendered that way); a visitor
  // who turns out to be logged in is sent on at once.
  if (session.status === 'authenticated') {
    // Without a login here, the visitor was logged in already: the guard's origin, else the
    // dashboard.
    return <Navigate to={destination ?? returnTo} replace />;
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-title font-bold tracking-tight text-slate-900">
        Welcome to Frontend Launchpad
      </h1>
      <p className="mt-2 text-slate-700">
        Log in to continue learning, or sign up for free to solve challenges and track your
        progress.
      </p>
      {fromChallenge && (
        <p className="mt-4 rounded-lg bg-indigo-50 px-4 py-3 font-medium text-indigo-900">
          {PRACTICE_INVITATION}
        </p>
      )}
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <Tabs
          label="Log in or sign up"
          tabs={[
            { label: 'Log In', panel: <LoginForm onLoggedIn={backToOrigin} /> },
            { label: 'Sign Up', panel: <SignupForm onLoggedIn={backToOrigin} /> },
          ]}
        />
        <GoogleSignIn onLoggedIn={toDashboard} />
      </div>
    </div>
  );
}
