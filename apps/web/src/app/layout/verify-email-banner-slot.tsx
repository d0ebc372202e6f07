import { useEffect } from 'react';
import { useLocation } from '../../router/index.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { loadVerifyEmailBanner, useVerifyEmailBanner } from './verify-email-banner-code.ts';

/**
 * Where the verify-e-mail banner goes, under the header: only for a logged-in learner whose
 * address is unverified, and not on the verify page itself.
 */
export function VerifyEmailBannerSlot() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const Banner = useVerifyEmailBanner();
  const wanted = user !== null && !user.emailVerified && pathname !== paths.verifyEmail;
  useEffect(() => {
    if (wanted) void loadVerifyEmailBanner();
  }, [wanted]);
  if (!wanted || !Banner) return null;
  // One component for the page's life, from the module's store: nothing is created per render.
  // eslint-disable-next-line react-hooks/static-components
  return <Banner user={user} />;
}
