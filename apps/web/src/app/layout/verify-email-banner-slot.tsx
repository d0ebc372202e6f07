import { lazy, Suspense } from 'react';
import { useLocation } from '../../router/index.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';

// Its own chunk: most visitors never need it, and the home route has a 100 kB budget.
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('./verify-email-banner.tsx')).VerifyEmailBanner,
}));

/**
 * Where the verify-e-mail banner goes, under the header: only for a logged-in learner whose
 * address is unverified, and not on the verify page itself.
 */
export function VerifyEmailBannerSlot() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user || user.emailVerified || pathname === paths.verifyEmail) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner user={user} />
    </Suspense>
  );
}
