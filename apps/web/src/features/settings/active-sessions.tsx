import { messages, type AccountSession } from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { accountSessionsQuery } from './api/sessions.ts';
import { formatDateTime, timeAgo } from '../../lib/relative-time.ts';
import { endOtherSessions, endSession } from './api/sessions.ts';

function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.fromServer
    ? error.message
    : messages.somethingWentWrong;
}

/** Settings, Security: the devices signed in to this account, and signing them out. */
export function ActiveSessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery(accountSessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });

  const signOut = useAsyncAction(async (id: string) => {
    try {
      const { message } = await endSession(id);
      toast.success(message);
    } catch (error) {
      // A 404 says that session had ended already: the refreshed list shows it gone.
      toast.error(failureMessage(error));
    }
    await invalidateAfter(queryClient, 'endSession');
  });

  const signOutOthers = useAsyncAction(async () => {
    try {
      const { message } = await endOtherSessions();
      toast.success(message);
    } catch (error) {
      toast.error(failureMessage(error));
    }
    await invalidateAfter(queryClient, 'endOtherSessions');
  });

  if (sessions.isPending) return <p className="text-sm text-slate-700">Loading your devices…</p>;
  if (sessions.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-red-700">Your devices could not be loaded.</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void refresh()}>
          Try again
        </button>
      </div>
    );
  }

  const list = sessions.data.sessions;
  const others = list.filter((session) => !session.current);
  const busy = signOut.pending || signOutOthers.pending;
  return (
    <div className="space-y-4">
      <ul
        aria-label="Signed-in devices"
        className="divide-y divide-slate-200 rounded-md border border-slate-200"
      >
        {list.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={busy}
            onSignOut={() => void signOut.run(session.id)}
          />
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() => void signOutOthers.run(undefined)}
        >
          Sign out of all other devices
        </button>
      ) : (
        <p className="text-sm text-slate-700">No other device is signed in.</p>
      )}
    </div>
  );
}

interface SessionRowProps {
  session: AccountSession;
  busy: boolean;
  onSignOut: () => void;
}

function SessionRow({ session, busy, onSignOut }: SessionRowProps) {
  const describedBy = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div id={describedBy}>
        <p className="font-medium text-slate-900">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-slate-700">
          Last active{' '}
          <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
            {timeAgo(session.lastSeenAt)}
          </time>
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-describedby={describedBy}
          disabled={busy}
          onClick={onSignOut}
        >
          Sign out
        </button>
      )}
    </li>
  );
}
