import type { ComponentType, ReactNode } from 'react';

/**
 * One entry of the route table. A route with a `path` matches that path (absolute, or relative to
 * its parent's); one with `index` matches its parent's path exactly; one with neither is a layout
 * that wraps its children. `lazy` is fetched before the route is first shown and its fields are
 * then merged into the route (so each chunk is fetched once).
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  /** Rendered, in place of this route and its children, when one of them throws. */
  ErrorBoundary?: ComponentType | null;
  /** Rendered while the first page's lazy routes load (a deep link opened in the browser). */
  HydrateFallback?: ComponentType | null;
  lazy?: () => Promise<Partial<Omit<RouteObject, 'lazy' | 'children' | 'path' | 'index'>>>;
  children?: RouteObject[];
  /**
   * What the route tells the layouts above it (read with `useMatches`): a team page's title for
   * the team-only guard, say. The router never looks inside.
   */
  handle?: unknown;
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

/** One leaf of the table with the routes above it, and the path they spell together. */
interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
}

const branchesOf = new WeakMap<RouteObject[], Branch[]>();

function joinSegments(parent: string[], path: string | undefined): string[] {
  if (path === undefined) return parent;
  const own = path.split('/').filter(Boolean);
  return path.startsWith('/') ? own : [...parent, ...own];
}

/**
 * How specific a branch is, so `/admin/people/:id` wins over `*` whatever the table's order:
 * static segments count most, then parameters; a splat counts against; an index route a little for.
 */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 12;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

function flatten(
  routes: RouteObject[],
  parents: RouteObject[],
  parentSegments: string[],
): Branch[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const segments = route.index ? parentSegments : joinSegments(parentSegments, route.path);
    const own = { routes: chain, segments, score: scoreOf(segments, route.index === true) };
    if (!route.children?.length) return [own];
    // A route with a path of its own also matches that path when no child does (its outlet empty).
    const below = flatten(route.children, chain, segments);
    return route.path === undefined ? below : [...below, own];
  });
}

function branches(routes: RouteObject[]): Branch[] {
  let found = branchesOf.get(routes);
  if (!found) {
    // Stable sort: among equally specific branches the table's order decides.
    found = flatten(routes, [], []).sort((a, b) => b.score - a.score);
    branchesOf.set(routes, found);
  }
  return found;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape ('%E0%A4') is kept as typed rather than failing the page.
    return segment;
  }
}

function matchSegments(pattern: string[], pathname: string): Params | null {
  const actual = pathname.split('/').filter(Boolean);
  const params: Params = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (segment === '*') {
      params['*'] = actual.slice(i).map(decode).join('/');
      return params;
    }
    const value = actual[i];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (segment.toLowerCase() !== decode(value).toLowerCase()) return null;
  }
  return actual.length === pattern.length ? params : null;
}

/**
 * The routes that show `pathname`, outermost first, each with the path's parameters, or null when
 * none does. Case-insensitive and blind to a trailing slash, as browsers' users expect.
 */
export function matchRoutes(
  routes: RouteObject[],
  location: string | { pathname: string },
): RouteMatch[] | null {
  const pathname = typeof location === 'string' ? location : location.pathname;
  for (const branch of branches(routes)) {
    const params = matchSegments(branch.segments, pathname);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

/**
 * Fetches the lazy parts of the matched routes and merges them in. Each route's `lazy` is called
 * once; a second caller waits for the same fetch.
 */
const loading = new WeakMap<RouteObject, Promise<void>>();

export function loadRoutes(matches: RouteMatch[]): Promise<void> {
  return Promise.all(
    matches.map(({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return undefined;
      let promise = loading.get(route);
      if (!promise) {
        promise = lazy().then((loaded) => {
          Object.assign(route, loaded);
          delete route.lazy;
        });
        // A failed fetch (a dropped connection) may be tried again by the next navigation.
        promise.catch(() => loading.delete(route));
        loading.set(route, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

export function needsLoading(matches: RouteMatch[]): boolean {
  return matches.some(({ route }) => route.lazy !== undefined);
}
