import { isSitePath, sitePaths } from '@launchpad/contract/site-paths';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from '../router/index.ts';
import { routes } from './routes.tsx';

/**
 * The server answers a page's path with the app only when the path is one of the contract's
 * `sitePaths` (`isSitePath`, apps/server/src/http/web-app.ts); any other path gets the not-found
 * page with status 404. So a route missing from `sitePaths` works when a link inside the app leads
 * to it, and is a 404 when the page is reloaded or opened from a bookmark or a mail.
 */

/** Routes of the table that are no page of the site, each with the reason. */
const routesThatAreNoPage: Record<string, string> = {
  '/*': 'the catch-all: the not-found page, for every path no other route matches',
};

/** A path the route table routes, spelled in full as the router joins it. */
interface RoutedPath {
  path: string;
  route: RouteObject;
}

/** Every route that shows something at a path of its own (not a layout), outermost first. */
function routedPaths(table: RouteObject[], parentSegments: string[] = []): RoutedPath[] {
  return table.flatMap((route) => {
    // The router's rule: an absolute path starts over, a relative one extends its parent's.
    const own = route.path?.split('/').filter(Boolean) ?? [];
    const segments = route.index
      ? parentSegments
      : route.path?.startsWith('/')
        ? own
        : [...parentSegments, ...own];
    const here =
      route.index || route.path !== undefined ? [{ path: `/${segments.join('/')}`, route }] : [];
    return [...here, ...routedPaths(route.children ?? [], segments)];
  });
}

/** A concrete address of a path pattern: every `:name` segment filled in. */
const addressOf = (pattern: string) => pattern.replace(/:\w+/g, 'sample');

const pages = routedPaths(routes).filter(({ path }) => !(path in routesThatAreNoPage));

describe('the route table and sitePaths', () => {
  it('lists no page that the server would answer 404 on a reload', () => {
    expect(pages.length).toBeGreaterThan(10);
    const unknownToServer = pages
      .map(({ path }) => path)
      .filter((path) => !isSitePath(addressOf(path)));
    expect(unknownToServer, 'add these to packages/contract/src/site-paths.ts').toEqual([]);
  });

  it('spells every page exactly as sitePaths does', () => {
    const spelledElsewhere = pages
      .map(({ path }) => path)
      .filter((path) => !(Object.values(sitePaths) as string[]).includes(path));
    expect(spelledElsewhere, 'spell the route as sitePaths does: paths.<name>').toEqual([]);
  });

  it('routes every path of sitePaths to a page of its own, not to the not-found page', () => {
    const catchAll = routedPaths(routes)
      .filter(({ path }) => path in routesThatAreNoPage)
      .map(({ route }) => route);
    const unrouted = Object.entries(sitePaths).filter(([, path]) => {
      const matches = matchRoutes(routes, addressOf(path));
      const shown = matches?.at(-1)?.route;
      return !shown || catchAll.includes(shown);
    });
    expect(
      unrouted.map(([name]) => name),
      'add a route to app/routes.tsx',
    ).toEqual([]);
  });

  it('still routes each path it exempts, so the exemptions stay current', () => {
    const routed = routedPaths(routes).map(({ path }) => path);
    for (const path of Object.keys(routesThatAreNoPage)) expect(routed).toContain(path);
  });
});
