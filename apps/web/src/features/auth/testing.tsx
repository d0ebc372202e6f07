import type { NativeFormState, User } from '@launchpad/contract';
import { vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs fetch with one handler per 'METHOD /path'. GET /api/auth/config answers "no Google" unless
 * a test says otherwise; any other unexpected call is recorded and answered with a 500.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  const all: Record<string, Handler> = {
    'GET /api/auth/config': () => jsonResponse({ googleClientId: null }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body });
    const handler = all[route];
    return handler ? handler(body) : jsonResponse({ message: `Unexpected ${route}` }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** The JSON bodies sent to one route, in order. */
    bodiesOf: (route: string) => calls.filter((call) => call.route === route).map((c) => c.body),
  };
}

function Landing({ page }: { page: string }) {
  const { user } = useSession();
  return (
    <p>
      {page} page for {user?.name ?? 'nobody'}
    </p>
  );
}

interface RenderLoginPageOptions {
  /** History state of /login, as the login guard leaves it. */
  state?: unknown;
  session?: User | null;
  /** What the server rendered the page with after a native post of the login form. */
  nativeFormState?: NativeFormState | null;
}

/** The login page with the pages it leads to; they show whom the session holds on arrival. */
export function renderLoginPage({
  state,
  session = null,
  nativeFormState = null,
}: RenderLoginPageOptions = {}) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <Landing page="Dashboard" /> },
      { path: '/profile', element: <Landing page="Profile" /> },
      { path: '/forgot-password', element: <p>Forgot password page</p> },
    ],
    { initialEntry: { pathname: '/login', state }, session, nativeFormState },
  );
}
