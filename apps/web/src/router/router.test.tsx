import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from './index.ts';

/** A promise the test settles by hand: a lazy chunk that arrives when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

function Layout() {
  const { state } = useNavigation();
  return (
    <div>
      <nav>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/admin" end>
          Team
        </NavLink>
        <NavLink to="/admin">Team area</NavLink>
      </nav>
      {state === 'loading' && <p>Loading page</p>}
      <Outlet />
    </div>
  );
}

function Failure() {
  const error = useRouteError();
  return <p role="alert">Failed: {error instanceof Error ? error.message : String(error)}</p>;
}

function renderRouter(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('matchRoutes', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { index: true, element: 'home' },
        { path: '*', element: 'not found' },
        { path: 'admin/people/:id', element: 'person' },
        { path: '/admin', element: 'inbox' },
        { path: '/u/:userName', element: 'profile' },
      ],
    },
  ];
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1);

  it('prefers the most specific route, whatever the order of the table', () => {
    expect(leaf('/')?.route.element).toBe('home');
    expect(leaf('/admin')?.route.element).toBe('inbox');
    expect(leaf('/admin/people/42')?.route.element).toBe('person');
    expect(leaf('/admin/people')?.route.element).toBe('not found');
    expect(leaf('/admin/people/42/more')?.params['*']).toBe('admin/people/42/more');
  });

  it('gives decoded parameters, ignores case and a trailing slash, and keeps a malformed escape', () => {
    expect(leaf('/ADMIN/')?.route.element).toBe('inbox');
    expect(leaf('/u/asha%20v')?.params).toEqual({ userName: 'asha v' });
    expect(leaf('/u/%E0%A4')?.params).toEqual({ userName: '%E0%A4' });
  });

  it('lists the routes outermost first, and null when nothing matches', () => {
    expect(matchRoutes(routes, '/admin')?.map(({ route }) => route.path)).toEqual(['/', '/admin']);
    expect(matchRoutes([{ path: '/only', element: 'x' }], '/other')).toBeNull();
  });
});

describe('navigation', () => {
  it('follows a plain click on a Link without reloading, and marks the active NavLink', async () => {
    const router = renderRouter([
      {
        Component: Layout,
        children: [
          { path: '/', element: <Link to="/admin/people/7?tab=notes#top">Open person</Link> },
          { path: '/admin', element: <Page name="Inbox" /> },
          {
            path: '/admin/people/:id',
            Component: () => <Page name={`Person ${useParams().id}`} />,
          },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Open person' }));
    expect(screen.getByRole('heading', { name: 'Person 7' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/admin/people/7',
      search: '?tab=notes',
      hash: '#top',
    });
    expect(router.state.historyAction).toBe('PUSH');
    // 'end' makes Team active on /admin alone; Team area stays active on the pages below it.
    expect(screen.getByRole('link', { name: 'Team' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Team area' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('leaves a click with a modifier key or on a link for another tab to the browser', async () => {
    const router = renderRouter([
      {
        path: '/',
        element: (
          <>
            <Link to="/a">A</Link>
            <Link to="/b" target="_blank">
              B
            </Link>
          </>
        ),
      },
    ]);
    const user = userEvent.setup();
    // jsdom does not follow links, so the location staying put shows the router let them be.
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'A' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'B' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('href', '/a');
  });

  it('replaces the entry when a link goes to the page already shown, with a new key', async () => {
    const router = renderRouter([{ path: '/', element: <Link to="/">Here</Link> }]);
    const { key } = router.state.location;
    await userEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.key).not.toBe(key);
  });

  it('carries state, and goes back through the history', async () => {
    const router = renderRouter([
      { path: '/', element: <Page name="Home" /> },
      { path: '/next', Component: () => <Page name={`Next ${String(useLocation().state)}`} /> },
    ]);
    await act(() => router.navigate('/next', { state: 'carried' }));
    expect(screen.getByRole('heading', { name: 'Next carried' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('redirects with Navigate, replacing the entry and carrying its state', async () => {
    const router = renderRouter(
      [
        {
          path: '/private',
          element: <Navigate to="/login" replace state={{ from: '/private' }} />,
        },
        { path: '/login', element: <Page name="Login" /> },
      ],
      ['/private'],
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: '/private' });
  });

  it('reads and writes the query string with useSearchParams, keeping the path', async () => {
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => void setParams({ status: 'new', q: 'a b' })}>
          Status {params.get('status') ?? 'any'}
        </button>
      );
    }
    const router = renderRouter([{ path: '/admin', Component: Filter }], ['/admin?status=closed']);
    await userEvent.click(screen.getByRole('button', { name: 'Status closed' }));
    expect(screen.getByRole('button', { name: 'Status new' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/admin',
      search: '?status=new&q=a+b',
    });
  });
});

describe('useMatches', () => {
  it('gives a layout the handles and parameters of the routes shown, a lazy one’s once loaded', async () => {
    function TitledLayout() {
      const titles = useMatches().flatMap(({ handle }) =>
        typeof handle === 'string' ? [handle] : [],
      );
      return (
        <>
          <p>Titles: {titles.join(', ')}</p>
          <Outlet />
        </>
      );
    }
    function Person() {
      return <p>Params: {JSON.stringify(useMatches().map((match) => match.params))}</p>;
    }
    const router = renderRouter(
      [
        {
          path: '/admin',
          handle: 'Team',
          Component: TitledLayout,
          children: [
            { path: 'people/:id', handle: 'Person', Component: Person },
            { path: 'batches', lazy: async () => ({ handle: 'Batches', element: 'batches' }) },
          ],
        },
      ],
      ['/admin/people/7'],
    );
    expect(await screen.findByText('Titles: Team, Person')).toBeInTheDocument();
    expect(screen.getByText('Params: [{"id":"7"},{"id":"7"}]')).toBeInTheDocument();

    await act(() => router.navigate('/admin/batches'));
    expect(screen.getByText('Titles: Team, Batches')).toBeInTheDocument();
  });
});

describe('the browser router', () => {
  it('writes each entry to the browser history and follows Back', async () => {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([
      { path: '/', element: <Page name="Home" /> },
      { path: '/about', Component: () => <Page name={`About ${String(useLocation().state)}`} /> },
    ]);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/about?from=test', { state: 'kept' }));
    expect(window.location.pathname + window.location.search).toBe('/about?from=test');
    expect(screen.getByRole('heading', { name: 'About kept' })).toBeInTheDocument();

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    // A reload reads the entry's state back from the browser.
    act(() => window.history.forward());
    await screen.findByRole('heading', { name: 'About kept' });
    expect(createBrowserRouter([]).state.location).toMatchObject({
      pathname: '/about',
      state: 'kept',
    });
    router.dispose();
  });
});

describe('lazy routes', () => {
  it('keeps the old page with a loading state until the next page has loaded', async () => {
    const chunk = deferred<{ Component: () => React.JSX.Element }>();
    const router = renderRouter([
      {
        Component: Layout,
        children: [
          { path: '/', element: <Page name="Home" /> },
          { path: '/about', lazy: () => chunk.promise },
        ],
      },
    ]);
    let settled = false;
    let navigation!: Promise<void>;
    act(() => {
      navigation = router.navigate('/about').then(() => {
        settled = true;
      });
    });
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(settled).toBe(false);

    await act(async () => {
      chunk.resolve({ Component: () => <Page name="About" /> });
      await navigation;
    });
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('drops a navigation overtaken by another while its chunk loads', async () => {
    const slow = deferred<{ element: React.JSX.Element }>();
    const router = renderRouter([
      { path: '/', element: <Page name="Home" /> },
      { path: '/slow', lazy: () => slow.promise },
      { path: '/fast', element: <Page name="Fast" /> },
    ]);
    let first!: Promise<void>;
    act(() => {
      first = router.navigate('/slow');
    });
    await act(() => router.navigate('/fast'));
    await act(async () => {
      slow.resolve({ element: <Page name="Slow" /> });
      await first;
    });
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('shows the nearest error boundary when a chunk fails to load, and tries it again later', async () => {
    const lazy = vi
      .fn<() => Promise<{ element: React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ element: <Page name="About" /> });
    const router = renderRouter([
      {
        Component: Layout,
        ErrorBoundary: Failure,
        children: [
          { path: '/', element: <Page name="Home" /> },
          { path: '/about', lazy },
        ],
      },
    ]);
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: chunk missing');

    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  it('shows HydrateFallback while the first page loads, then the page', async () => {
    const chunk = deferred<{ element: React.JSX.Element }>();
    const router = createMemoryRouter(
      [
        {
          HydrateFallback: () => <p>Shell</p>,
          Component: Outlet,
          children: [{ path: '/deep', lazy: () => chunk.promise }],
        },
      ],
      { initialEntries: ['/deep'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Shell')).toBeInTheDocument();
    await act(async () => {
      chunk.resolve({ element: <Page name="Deep" /> });
      await router.ready();
    });
    expect(screen.getByRole('heading', { name: 'Deep' })).toBeInTheDocument();
  });
});

describe('errors while rendering', () => {
  it('are caught by the route’s boundary inside its parent, and cleared by the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): React.JSX.Element {
      throw new Error('render failed');
    }
    const router = renderRouter(
      [
        {
          Component: Layout,
          children: [
            {
              ErrorBoundary: Failure,
              children: [
                { path: '/', element: <Page name="Home" /> },
                { path: '/broken', Component: Broken },
              ],
            },
          ],
        },
      ],
      ['/broken'],
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: render failed');
    // The layout around the boundary still renders: the visitor can go elsewhere.
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('flushSync', () => {
  it('commits the new page before navigate returns, where React would otherwise wait', () => {
    const router = renderRouter([
      { path: '/', element: <Page name="Home" /> },
      { path: '/a', element: <Page name="A" /> },
      { path: '/b', element: <Page name="B" /> },
    ]);
    // Inside act React holds updates until the callback ends; flushSync commits at once.
    act(() => {
      void router.navigate('/a');
      expect(screen.getByRole('heading')).toHaveTextContent('Home');
      void router.navigate('/b', { flushSync: true });
      expect(screen.getByRole('heading')).toHaveTextContent('B');
    });
  });
});
