import type { ReactNode } from 'react';
import { RequireTeam } from '../app/require-team.tsx';
import { teamPage } from '../app/team-route.ts';
import type { RouteObject } from '../router/index.ts';

/**
 * A team page's route as app/routes.tsx mounts it: under RequireTeam, its title in the handle.
 * A page test renders it so a learner meets the same TeamOnly as in the app.
 */
export function teamRoutes(path: string, title: string, element: ReactNode): RouteObject[] {
  return [{ Component: RequireTeam, children: [{ path, handle: teamPage(title), element }] }];
}
