import type { ReactNode } from 'react';
import { RequireStaff } from '../app/require-staff.tsx';
import { teamPage } from '../app/team-route.ts';
import type { RouteObject } from '../router/index.ts';

/**
 * A staff page's routes as app/routes.tsx mounts them: under RequireStaff, each with its title in
 * the handle. A page test renders them so a learner meets the same refusal as in the app, and a
 * link from one page to another (a batch's classes to a roster) can be followed.
 */
export function staffRoutes(
  pages: readonly { path: string; title: string; element: ReactNode }[],
): RouteObject[] {
  return [
    {
      Component: RequireStaff,
      children: pages.map(({ path, title, element }) => ({
        path,
        handle: teamPage(title),
        element,
      })),
    },
  ];
}
