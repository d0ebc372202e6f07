import { TeamOnly } from '../components/team/team-page.tsx';
import { useSession } from '../lib/session.ts';
import { Outlet, useMatches } from '../router/index.ts';
import { isTeamRouteHandle } from './team-route.ts';

/** The title the innermost route shown gives in its handle (`teamPage(title)`). */
export function useTeamTitle(): string {
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isTeamRouteHandle)
    .at(-1);
  // A programming error, not a visitor's: the route table left a team page without its handle.
  if (!handle) throw new Error('A route under RequireTeam has no teamPage(title) handle.');
  return handle.teamTitle;
}

/**
 * Layout route of the team's pages (verified ADMIN_EMAILS accounts), inside RequireAuth: anyone
 * else sees TeamOnly with the page's title, and the page's code and API calls never run. The
 * server refuses them too (403), which a page still answers with TeamOnly.
 */
export function RequireTeam() {
  const session = useSession();
  const title = useTeamTitle();
  if (session.status === 'loading') return null;
  if (!session.user?.isAdmin) return <TeamOnly title={title} />;
  return <Outlet />;
}
