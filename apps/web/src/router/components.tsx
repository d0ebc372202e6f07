import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Params, RouteMatch, RouteObject } from './matching.ts';
import {
  createPath,
  type Location,
  type NavigateOptions,
  type Router,
  type RouterState,
  type To,
} from './router.ts';

const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);

/** What one level of the route tree gives the components under it. */
interface RouteLevel {
  outlet: ReactNode;
  params: Params;
  error: unknown;
}
const RouteContext = createContext<RouteLevel>({ outlet: null, params: {}, error: undefined });

function useRouterContext() {
  const context = useContext(RouterContext);
  if (!context) throw new Error('A router hook was used outside RouterProvider');
  return context;
}

function elementOf(route: RouteObject): ReactNode {
  if (route.element !== undefined) return route.element;
  const Page = route.Component;
  return Page ? <Page /> : <Outlet />;
}

interface BoundaryProps {
  fallback: NonNullable<RouteObject['ErrorBoundary']>;
  /** A new location clears the error: the visitor may go elsewhere after a failure. */
  locationKey: string;
  params: Params;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  key: string;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, key: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (props.locationKey === state.key) return null;
    return { failed: false, error: undefined, key: props.locationKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteContext.Provider
        value={{ outlet: null, params: this.props.params, error: this.state.error }}
      >
        <Fallback />
      </RouteContext.Provider>
    );
  }
}

/**
 * The matched routes rendered inside one another, each inside its error boundary if it has one. A
 * page whose chunk failed to load is shown by the nearest boundary at or above the failed route.
 */
function renderMatches(matches: RouteMatch[], state: RouterState): ReactNode {
  const failure = state.error;
  let failedAt = -1;
  if (failure) {
    for (let index = failure.routeIndex; index >= 0 && failedAt < 0; index--) {
      if (matches[index]?.route.ErrorBoundary) failedAt = index;
    }
    if (failedAt < 0) throw failure.value;
  }
  let outlet: ReactNode = null;
  for (let index = failure ? failedAt : matches.length - 1; index >= 0; index--) {
    const { route, params } = matches[index]!;
    const Fallback = route.ErrorBoundary;
    if (failure && index === failedAt && Fallback) {
      outlet = (
        <RouteContext.Provider value={{ outlet: null, params, error: failure.value }}>
          <Fallback />
        </RouteContext.Provider>
      );
      continue;
    }
    const element = (
      <RouteContext.Provider value={{ outlet, params, error: undefined }}>
        {elementOf(route)}
      </RouteContext.Provider>
    );
    outlet = Fallback ? (
      <RouteErrorBoundary fallback={Fallback} locationKey={state.location.key} params={params}>
        {element}
      </RouteErrorBoundary>
    ) : (
      element
    );
  }
  return outlet;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  let content: ReactNode;
  if (!state.initialized) {
    const Fallback = state.matches.find(({ route }) => route.HydrateFallback)?.route
      .HydrateFallback;
    content = Fallback ? <Fallback /> : null;
  } else {
    content = renderMatches(state.matches, state);
  }
  const value = useMemo(() => ({ router, state }), [router, state]);
  return <RouterContext.Provider value={value}>{content}</RouterContext.Provider>;
}

/** Where the matched child route renders. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouterContext().state.location;
}

export function useNavigation(): RouterState['navigation'] {
  return useRouterContext().state.navigation;
}

export function useParams<T extends string = string>(): Readonly<Partial<Record<T, string>>> {
  return useContext(RouteContext).params as Partial<Record<T, string>>;
}

/** One route of the page shown, outermost first: its parameters and its `handle`. */
export interface UIMatch {
  params: Params;
  handle: unknown;
}

/**
 * The routes that show the current page, outermost first, so a layout route can read what the
 * page below it declared in its `handle`.
 */
export function useMatches(): UIMatch[] {
  // Read from the route at each render: a lazy chunk may bring the handle when it loads.
  return useRouterContext().state.matches.map(({ route, params }) => ({
    params,
    handle: route.handle,
  }));
}

export function useRouteError(): unknown {
  return useContext(RouteContext).error;
}

export function useNavigate() {
  const { router } = useRouterContext();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => router.navigate(to, options),
    [router],
  );
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [
  URLSearchParams,
  (init: SearchInit, options?: NavigateOptions) => Promise<void>,
] {
  const { router, state } = useRouterContext();
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (init: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(init).toString();
      return router.navigate(
        { pathname: router.state.location.pathname, search: query ? `?${query}` : '' },
        options,
      );
    },
    [router],
  );
  return [params, set];
}

/** Navigates as soon as it renders: a redirect. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const path = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    void navigate(path, { replace, state });
    // The state is carried, not watched: a new object each render must not navigate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, path, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** A left click without modifier keys on a link meant for this tab: the router takes it. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An `<a>` that navigates without reloading the page; a new tab or a download still works. */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const href = typeof to === 'string' ? to : createPath(to);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        void navigate(href, { replace, state });
      }}
    >
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean;
  className?: string | ((status: { isActive: boolean }) => string);
}

/** A Link that knows whether its page is the one shown (aria-current="page" then). */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = (typeof rest.to === 'string' ? rest.to : (rest.to.pathname ?? '')).split(
    /[?#]/,
  )[0]!;
  const here = pathname.toLowerCase().replace(/\/$/, '') || '/';
  const there = target.toLowerCase().replace(/\/$/, '') || '/';
  const isActive = here === there || (!end && there !== '/' && here.startsWith(`${there}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
