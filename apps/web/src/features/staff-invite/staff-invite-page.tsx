import { messages } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { acceptStaffInvite } from './api/accept-invite.ts';

export const INCOMPLETE_INVITE_LINK =
  'This invite link is incomplete. Open the link in the invite e-mail again, or copy the whole address from it into the browser.';

type Outcome = { accepted: boolean; message: string };

/**
 * Opened from an invite mail (/staff-invite?token=...), logged in (the route's guard sends a
 * visitor to log in and back). Accepting takes a press rather than happening on load, so a link
 * opened by mistake, or by a mail scanner, does not change the account.
 */
export function StaffInvitePage() {
  useDocumentTitle('Accept your invite');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const accept = useAsyncAction<void>(async () => {
    try {
      const { message } = await acceptStaffInvite(token);
      setOutcome({ accepted: true, message });
      // The user object now says the role: the header shows the pages it opens.
      await invalidateAfter(queryClient, 'acceptStaffInvite');
    } catch (error) {
      setOutcome({
        accepted: false,
        message: error instanceof ApiError ? error.message : messages.somethingWentWrong,
      });
    }
  });

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Accept your invite</h1>
      <div className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {!token ? (
          <p role="alert" className="font-medium text-red-700">
            {INCOMPLETE_INVITE_LINK}
          </p>
        ) : outcome?.accepted ? (
          <div role="status" className="space-y-4">
            <p className="font-medium text-green-800">{outcome.message}</p>
            <p>
              <Link to={paths.teaching} className={buttonStyles.primary}>
                Go to Teaching
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p className="text-slate-700">
              The team invited you to teach on Frontend Launchpad. You are logged in as{' '}
              <strong className="text-slate-900">{user?.email}</strong>: the invite works for the
              address it was sent to.
            </p>
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={accept.pending}
              onClick={() => void accept.run()}
            >
              {accept.pending ? 'Accepting…' : 'Accept invite'}
            </button>
            {outcome && (
              <p role="alert" className="font-medium text-red-700">
                {outcome.message}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
