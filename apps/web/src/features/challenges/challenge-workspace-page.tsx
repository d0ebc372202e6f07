import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { paths } from '../../lib/paths.ts';
import { routeParam, useRouteParams } from '../../lib/route-params.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { challengeDetailQuery } from './api/challenge-detail.ts';
import { Workspace } from './workspace/workspace.tsx';

export function ChallengeWorkspacePage() {
  // An id that is not one is a challenge that does not exist: nothing is asked of the server.
  const params = useRouteParams(paths.challenge, { id: routeParam.id });
  const valid = params !== null;
  const {
    data: challenge,
    status,
    error,
    refetch,
  } = useQuery({
    ...challengeDetailQuery(params?.id ?? 0),
    enabled: valid,
  });
  const session = useSession();
  useDocumentTitle(challenge?.name ?? 'Challenge');

  if (!valid || (status === 'error' && (error as { status?: number }).status === 404)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-2xl font-bold">Challenge not found</h1>
        <p className="mt-2 text-slate-700">
          This challenge does not exist. Pick another from the list.
        </p>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-2xl font-bold">The challenge could not be loaded</h1>
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4`}
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!challenge || !session.user)
    return <p className="px-4 py-16 text-slate-600">Loading challenge…</p>;

  // One workspace for every screen: under 768 px it lays itself out for a phone.
  return <Workspace key={challenge.id} challenge={challenge} userName={session.user.userName} />;
}
