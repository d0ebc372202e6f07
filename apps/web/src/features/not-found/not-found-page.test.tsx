import { messages } from '@launchpad/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NotFoundPage', () => {
  it('shows 404 and logs the missing path', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [
        { path: '/', element: <p>Home</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntry: '/no-such-page', session: null },
    );

    expect(await screen.findByRole('heading', { level: 1, name: messages.notFoundTitle }));
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    );
    expect(document.title).toBe('Page not found | Frontend Launchpad');
  });

  it('links back home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Home</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntry: '/missing', session: null },
    );

    await userEvent.click(await screen.findByRole('link', { name: messages.returnHome }));

    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home')).toBeInTheDocument();
  });
});
