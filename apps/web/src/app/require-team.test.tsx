import { messages } from '@launchpad/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from '../router/index.ts';
import { renderRoutes, testUser } from '../testing/render.tsx';
import { RequireTeam } from './require-team.tsx';
import { teamPage } from './team-route.ts';

const teamMember = { ...testUser, isAdmin: true };

const routes: RouteObject[] = [
  {
    Component: RequireTeam,
    children: [
      { path: '/admin/batches', handle: teamPage('Batches'), element: <h1>Batches page</h1> },
      {
        path: '/admin/people/:id',
        handle: teamPage('Team inbox'),
        lazy: async () => ({ element: <h1>Person page</h1> }),
      },
      { path: '/admin/untitled', element: <h1>Untitled page</h1> },
    ],
    ErrorBoundary: () => <p role="alert">Page failed</p>,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RequireTeam', () => {
  it('shows a learner the team-only page under the route’s title, not the page', async () => {
    renderRoutes(routes, { initialEntry: '/admin/batches', session: testUser });

    expect(screen.getByRole('heading', { level: 1, name: 'Batches' })).toBeInTheDocument();
    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('Batches page')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Batches | Frontend Launchpad'));
  });

  it('takes the title of the page shown, a lazy one’s too', async () => {
    renderRoutes(routes, { initialEntry: '/admin/people/7', session: testUser });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team inbox' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Person page')).not.toBeInTheDocument();
  });

  it('shows the page to the team', async () => {
    renderRoutes(routes, { initialEntry: '/admin/people/7', session: teamMember });

    expect(await screen.findByRole('heading', { name: 'Person page' })).toBeInTheDocument();
    expect(screen.queryByText(messages.adminOnly)).not.toBeInTheDocument();
  });

  it('renders nothing while the session is being fetched', async () => {
    const pending = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', pending);
    renderRoutes(routes, { initialEntry: '/admin/batches' });

    await waitFor(() => expect(pending).toHaveBeenCalled());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('fails loudly for a team route without its title', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, { initialEntry: '/admin/untitled', session: teamMember });

    expect(screen.getByRole('alert')).toHaveTextContent('Page failed');
    expect(screen.queryByText('Untitled page')).not.toBeInTheDocument();
  });
});
