import { messages } from '@launchpad/contract';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, type RouteObject } from '../router/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast.ts';
import { jsonResponse, renderRoutes, testUser } from '../testing/render.tsx';
import { RequireAuth } from './require-auth.tsx';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login-state">{JSON.stringify(location.state)}</p>;
}

const routes: RouteObject[] = [
  { path: '/login', element: <LoginProbe /> },
  {
    element: <RequireAuth />,
    children: [{ path: '/profile', element: <h1>Profile page</h1> }],
  },
  {
    element: <RequireAuth announce={false} />,
    children: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
  },
];

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  it('sends an anonymous visitor to /login with the origin and shows the message once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ isLoggedIn: false }, 401)),
    );
    const { router } = renderRoutes(routes, { initialEntry: '/profile?tab=solved#top' });

    const state = await screen.findByTestId('login-state');
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(state.textContent ?? '')).toEqual({
      from: { pathname: '/profile', search: '?tab=solved', hash: '#top' },
    });
    expect(await screen.findAllByText(messages.loginRequired)).toHaveLength(1);
    expect(screen.queryByText('Profile page')).not.toBeInTheDocument();
  });

  it('shows the message once when the guard mounts with the visitor already known', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/profile', session: null });

    await screen.findByTestId('login-state');
    expect(await screen.findAllByText(messages.loginRequired)).toHaveLength(1);
    // Replaced, so Back does not bounce through the guard again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('renders nothing while the session is being fetched', async () => {
    const pending = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', pending);
    const { router } = renderRoutes(routes, { initialEntry: '/profile' });

    await waitFor(() => expect(pending).toHaveBeenCalled());
    expect(screen.queryByText('Profile page')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login-state')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('renders the page for a logged-in user', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/profile', session: testUser });

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByText(messages.loginRequired)).not.toBeInTheDocument();
  });

  it('redirects from the dashboard without the message', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/dashboard', session: null });

    await screen.findByTestId('login-state');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard', search: '', hash: '' },
    });
    expect(screen.queryByText(messages.loginRequired)).not.toBeInTheDocument();
  });
});
