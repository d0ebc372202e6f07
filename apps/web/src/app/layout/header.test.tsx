import { messages } from '@launchpad/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from '../../router/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { RequireAuth } from '../require-auth.tsx';
import { Header } from './header.tsx';
import { ScrollManager } from './scroll-manager.tsx';

const layout = (
  <>
    <ScrollManager />
    <Header />
    <Outlet />
  </>
);

const routes: RouteObject[] = [
  {
    element: layout,
    children: [
      { path: '/', element: <section id="featured-program">Featured</section> },
      { path: '/about', element: <p>About page</p> },
      { path: '/frontend-challenges', element: <p>Challenge list</p> },
      {
        Component: RequireAuth,
        children: [{ path: '/profile', element: <p>Profile page</p> }],
      },
      { path: '/login', element: <p>Login page</p> },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function practiceButton() {
  return screen.getByRole('button', { name: 'Practice' });
}

describe('Header Practice dropdown', () => {
  it('toggles open and closed', async () => {
    renderRoutes(routes, { initialEntry: '/about', session: null });
    const user = userEvent.setup();

    expect(practiceButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Frontend' })).not.toBeInTheDocument();

    await user.click(practiceButton());
    expect(practiceButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Frontend' })).toBeVisible();

    await user.click(practiceButton());
    expect(practiceButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Frontend' })).not.toBeInTheDocument();
  });

  it('closes and goes to the challenge list when Frontend is chosen', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/about', session: null });
    const user = userEvent.setup();

    await user.click(practiceButton());
    await user.click(screen.getByRole('link', { name: 'Frontend' }));

    expect(router.state.location.pathname).toBe('/frontend-challenges');
    expect(practiceButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, returning focus to the button, and on an outside click', async () => {
    renderRoutes(routes, { initialEntry: '/about', session: null });
    const user = userEvent.setup();

    await user.click(practiceButton());
    await user.keyboard('{Escape}');
    expect(practiceButton()).toHaveAttribute('aria-expanded', 'false');
    expect(practiceButton()).toHaveFocus();

    await user.click(practiceButton());
    await user.click(screen.getByText('About page'));
    expect(practiceButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header navigation', () => {
  it('goes home from another page and scrolls to the featured program after a delay', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderRoutes(routes, { initialEntry: '/about', session: null });
    // A real link, which works before and without the scripts (issue #27).
    expect(screen.getByRole('link', { name: 'Programs' })).toHaveAttribute(
      'href',
      '/#featured-program',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Programs' }));

    expect(router.state.location.pathname).toBe('/');
    expect(scrollIntoView).not.toHaveBeenCalled();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'featured-program');
  });

  it('scrolls once the home page is there, also when it renders later than the delay', async () => {
    // Counted from here: the spy may be the earlier test's, with its call.
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    scrollIntoView.mockClear();
    const slowHome: RouteObject[] = [
      {
        element: layout,
        children: [
          {
            path: '/',
            // Slower than the 100 ms delay, as a busy phone can be.
            lazy: async () => {
              await new Promise((resolve) => setTimeout(resolve, 400));
              return { element: <section id="featured-program">Featured</section> };
            },
          },
          { path: '/about', element: <p>About page</p> },
        ],
      },
    ];
    renderRoutes(slowHome, { initialEntry: '/about', session: null });

    await userEvent.click(screen.getByRole('link', { name: 'Programs' }));

    // A timer started at the click would have found no section and scrolled nowhere.
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'featured-program');
  });
});

describe('Header session area', () => {
  it('shows Login to a visitor', () => {
    renderRoutes(routes, { initialEntry: '/about', session: null });

    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the user menu with Profile, Dashboard and Sign Out to a logged-in user', async () => {
    renderRoutes(routes, { initialEntry: '/about', session: testUser });
    const user = userEvent.setup();

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const menuButton = await screen.findByRole('button', { name: /Asha Verma/ });
    expect(menuButton).toHaveTextContent('A');

    await user.click(menuButton);

    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('offers the team Inbox to admins only', async () => {
    renderRoutes(routes, { initialEntry: '/about', session: { ...testUser, isAdmin: true } });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Asha Verma/ }));

    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/admin');
  });

  it('does not offer the Inbox to learners', async () => {
    renderRoutes(routes, { initialEntry: '/about', session: testUser });

    await userEvent.click(await screen.findByRole('button', { name: /Asha Verma/ }));

    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Teaching' })).not.toBeInTheDocument();
  });

  it('offers Teaching to mentors and the team', async () => {
    renderRoutes(routes, { initialEntry: '/about', session: { ...testUser, isMentor: true } });

    await userEvent.click(await screen.findByRole('button', { name: /Asha Verma/ }));

    expect(screen.getByRole('link', { name: 'Teaching' })).toHaveAttribute('href', '/teaching');
    expect(screen.queryByRole('link', { name: 'Inbox' })).not.toBeInTheDocument();
  });

  it('signs out: posts the logout, goes home and shows Login', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'Logged out' }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, { initialEntry: '/profile', session: testUser });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Asha Verma/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The guard of the page being left must not see the cleared user and bounce to /login.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(messages.loginRequired)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('only logs a failed sign-out and still clears the user and goes home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Server down' }, 500)),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(routes, { initialEntry: '/profile', session: testUser });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Asha Verma/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Logout failed:', expect.anything()),
    );
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: /Asha Verma/ })).not.toBeInTheDocument();
  });
});
