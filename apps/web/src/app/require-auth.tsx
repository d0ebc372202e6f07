import { useEffect, useState } from 'react';
import { carryToNextPage, toast } from '../lib/toast.ts';
import { Navigate, Outlet, useLocation } from '../router/index.ts';
import { loginRedirectState } from '../lib/login-redirect.ts';
import { paths } from '../lib/paths.ts';
import { shellMessages } from '../lib/shell-messages.ts';
import { useSession } from '../lib/session.ts';
import { loadVerifyEmailBanner, useVerifyEmailBanner } from './layout/verify-email-banner-code.ts';

/** A fixed id makes a repeated toast (StrictMode, re-renders) replace itself instead of stacking. */
const LOGIN_REQUIRED_TOAST_ID = 'login-required';

interface RequireAuthProps {
  /** The dashboard sends anonymous visitors to /login without the message (product rules §6). */
  announce?: boolean;
}

/**
 * Layout route for login-required pages: renders nothing until the session is known, and for a
 * learner whose address is unverified, until the shell's banner can show with the page.
 */
export function RequireAuth({ announce = true }: RequireAuthProps) {
  const session = useSession();
  const location = useLocation();
  const anonymous = session.status === 'anonymous';
  const banner = useVerifyEmailBanner();
  // Fetched beside the session: it is usually in before the session says it is needed.
  useEffect(() => void loadVerifyEmailBanner(), []);
  // Only the first page waits: one already shown stays (an e-mail changed in Settings, say).
  const [shown, setShown] = useState(false);
  const bannerPending =
    session.status === 'authenticated' && !session.user.emailVerified && banner === undefined;

  useEffect(() => {
    // Shown on the login page the guard sends the visitor to.
    if (anonymous && announce)
      carryToNextPage(toast.error(shellMessages.loginRequired, { id: LOGIN_REQUIRED_TOAST_ID }));
  }, [anonymous, announce]);

  if (session.status === 'loading' || (bannerPending && !shown)) return null;
  if (anonymous) {
    return <Navigate to={paths.login} replace state={loginRedirectState(location)} />;
  }
  if (!shown) setShown(true);
  return <Outlet />;
}

/** The dashboard's guard: anonymous visitors go to /login without the message (§6). */
export function RequireAuthSilently() {
  return <RequireAuth announce={false} />;
}
