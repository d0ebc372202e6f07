import { useEffect } from 'react';
import { carryToNextPage, toast } from '../lib/toast.ts';
import { Navigate, Outlet, useLocation } from '../router/index.ts';
import { loginRedirectState } from '../lib/login-redirect.ts';
import { paths } from '../lib/paths.ts';
import { shellMessages } from '../lib/shell-messages.ts';
import { useSession } from '../lib/session.ts';

/** A fixed id makes a repeated toast (StrictMode, re-renders) replace itself instead of stacking. */
const LOGIN_REQUIRED_TOAST_ID = 'login-required';

interface RequireAuthProps {
  /** The dashboard sends anonymous visitors to /login without the message (product rules §6). */
  announce?: boolean;
}

/** Layout route for login-required pages: renders nothing until the session is known. */
export function RequireAuth({ announce = true }: RequireAuthProps) {
  const session = useSession();
  const location = useLocation();
  const anonymous = session.status === 'anonymous';

  useEffect(() => {
    // Shown on the login page the guard sends the visitor to.
    if (anonymous && announce)
      carryToNextPage(toast.error(shellMessages.loginRequired, { id: LOGIN_REQUIRED_TOAST_ID }));
  }, [anonymous, announce]);

  if (session.status === 'loading') return null;
  if (anonymous) {
    return <Navigate to={paths.login} replace state={loginRedirectState(location)} />;
  }
  return <Outlet />;
}
