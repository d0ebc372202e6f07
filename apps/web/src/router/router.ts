import { flushSync } from 'react-dom';
import {
  loadRoutes,
  matchRoutes,
  needsLoading,
  type RouteMatch,
  type RouteObject,
} from './matching.ts';

/**
 * The app's router: the location, what the route table shows for it, and navigation that fetches
 * a page's lazy chunk before showing it (the old page stays, with a loading bar, meanwhile).
 * Written for this app instead of taken from React Router, whose data router is a third of the
 * home page's JavaScript (decision 0016); it keeps the names and meanings the app used from it.
 */

export interface Location<State = unknown> {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`); null when none. */
  state: State;
  /** Unique per history entry: following the same link twice gives two keys. */
  key: string;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  /** 'loading' while the next page's chunk is fetched. */
  navigation: { state: 'idle' | 'loading' };
  /** False until the first page's lazy routes have loaded (HydrateFallback shows meanwhile). */
  initialized: boolean;
  /** A page that could not be loaded: shown by the nearest ErrorBoundary above `routeIndex`. */
  error: { routeIndex: number; value: unknown } | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Commit the new page synchronously, before the returned promise resolves. */
  flushSync?: boolean;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/** Where history entries live: the browser's, or an array in tests and at build time. */
interface History {
  initial(): { path: string; state: unknown; key: string };
  push(path: string, state: unknown, key: string, replace: boolean): void;
  go(delta: number): void;
  /** Calls `listener` when the user moves through history (back, forward). */
  listen(listener: (entry: { path: string; state: unknown; key: string }) => void): () => void;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Resolves once the first page can be shown (its lazy routes loaded). */
  ready(): Promise<void>;
  dispose(): void;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Location>): string {
  return `${pathname}${search && search !== '?' ? search : ''}${hash && hash !== '#' ? hash : ''}`;
}

/** A path as the router reads it, resolved against the current one ('?a=1' keeps the pathname). */
function parse(path: string, from = '/'): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(path, new URL(from, 'http://router.invalid'));
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function toPath(to: To, from: string): string {
  if (typeof to === 'string') return to;
  return createPath({ ...parse(from), search: '', hash: '', ...to });
}

function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<(state: RouterState) => void>();
  // Each navigation takes a number; one superseded while its chunk loads is dropped.
  let latest = 0;

  const first = history.initial();
  const firstLocation = { ...parse(first.path), state: first.state ?? null, key: first.key };
  const firstMatches = matchRoutes(routes, firstLocation) ?? [];
  let state: RouterState = {
    location: firstLocation,
    historyAction: 'POP',
    matches: firstMatches,
    navigation: { state: 'idle' },
    initialized: !needsLoading(firstMatches),
    error: null,
  };

  function update(next: Partial<RouterState>, sync = false) {
    state = { ...state, ...next };
    const notify = () => listeners.forEach((listener) => listener(state));
    if (sync) flushSync(notify);
    else notify();
  }

  /** Loads what `matches` need; on failure, the error to show at the route whose chunk failed. */
  async function load(matches: RouteMatch[]): Promise<RouterState['error']> {
    try {
      await loadRoutes(matches);
      return null;
    } catch (value) {
      const routeIndex = matches.findIndex(({ route }) => route.lazy !== undefined);
      return { routeIndex: Math.max(routeIndex, 0), value };
    }
  }

  const initialLoad = state.initialized
    ? Promise.resolve()
    : load(firstMatches).then((error) => {
        if (latest === 0) update({ initialized: true, error });
      });

  /** Shows `location` once its routes are loaded, unless another navigation came meanwhile. */
  async function commit(
    location: Location,
    historyAction: HistoryAction,
    sync: boolean,
    writeHistory: () => void,
  ) {
    const id = ++latest;
    const matches = matchRoutes(routes, location) ?? [];
    let error: RouterState['error'] = null;
    if (needsLoading(matches)) {
      update({ navigation: { state: 'loading' } });
      error = await load(matches);
      if (id !== latest) return;
    }
    writeHistory();
    update(
      { location, historyAction, matches, error, navigation: { state: 'idle' }, initialized: true },
      sync,
    );
  }

  const unlisten = history.listen((entry) => {
    const location = { ...parse(entry.path), state: entry.state ?? null, key: entry.key };
    void commit(location, 'POP', false, () => {});
  });

  return {
    routes,
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const current = createPath(state.location);
      const path = toPath(to, state.location.pathname);
      const location: Location = {
        ...parse(path, state.location.pathname),
        state: options.state ?? null,
        key: newKey(),
      };
      const href = createPath(location);
      // Going to the page already shown replaces its entry rather than stacking a copy.
      const replace = options.replace ?? href === current;
      return commit(location, replace ? 'REPLACE' : 'PUSH', options.flushSync === true, () =>
        history.push(href, location.state, location.key, replace),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => initialLoad,
    dispose: unlisten,
  };
}

/** What the browser keeps in `history.state` for an entry: the app's state and the entry's key. */
interface EntryState {
  usr: unknown;
  key: string;
}

function browserEntry() {
  const entry = window.history.state as Partial<EntryState> | null;
  const { pathname, search, hash } = window.location;
  return {
    path: `${pathname}${search}${hash}`,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  };
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, {
    initial: browserEntry,
    push(path, usr, key, replace) {
      const entry: EntryState = { usr, key };
      if (replace) window.history.replaceState(entry, '', path);
      else window.history.pushState(entry, '', path);
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPopState = () => listener(browserEntry());
      window.addEventListener('popstate', onPopState);
      return () => window.removeEventListener('popstate', onPopState);
    },
  });
}

export type InitialEntry =
  string | Partial<Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>>;

/** A router whose history is an array: for tests, and for rendering a page at build time. */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: InitialEntry[] } = {},
): Router {
  const entries = initialEntries.map((entry): { path: string; state: unknown; key: string } =>
    typeof entry === 'string'
      ? { path: entry, state: null, key: newKey() }
      : { path: createPath(entry), state: entry.state ?? null, key: newKey() },
  );
  let index = entries.length - 1;
  const listeners = new Set<(entry: (typeof entries)[number]) => void>();
  return createRouter(routes, {
    initial: () => entries[index]!,
    push(path, state, key, replace) {
      if (!replace) entries.splice(++index);
      else entries.splice(index, 1);
      entries.splice(index, 0, { path, state, key });
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      listeners.forEach((listener) => listener(entries[index]!));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
}
