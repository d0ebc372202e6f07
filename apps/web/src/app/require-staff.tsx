import { messages } from '@launchpad/contract';
import { TeamOnly } from '../components/team/team-page.tsx';
import { useSession } from '../lib/session.ts';
import { Outlet } from '../router/index.ts';
import { useTeamTitle } from './require-team.tsx';

/**
 * Layout route of the staff's pages (the team and mentors: Teaching, a batch's classes, a roster),
 * inside RequireAuth, like RequireTeam: anyone else sees the staff-only message under the page's
 * title (`teamPage(title)` in the route's handle), and the page's code and API calls never run.
 * The server refuses them too (403), and a mentor sees only the batches they teach (404 for others).
 */
export function RequireStaff() {
  const session = useSession();
  const title = useTeamTitle();
  if (session.status === 'loading') return null;
  const user = session.user;
  if (!user?.isAdmin && !user?.isMentor) {
    return <TeamOnly title={title} message={messages.staffOnly} />;
  }
  return <Outlet />;
}
