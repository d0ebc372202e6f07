import { act, screen } from '@testing-library/react';
import { Outlet, type RouteObject } from '../../router/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { ScrollManager } from './scroll-manager.tsx';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollManager />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <section id="faq">FAQ</section> },
      { path: '/about', element: <p>About page</p> },
    ],
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollManager', () => {
  it('scrolls to the top on every path change, not on a search change', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/', session: null });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await act(() => router.navigate('/about'));
    expect(screen.getByText('About page')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/about?tab=2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the first page where the browser put it (a visitor may have scrolled before it ran)', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { router } = renderRoutes(routes, { initialEntry: '/about', session: null });
    expect(screen.getByText('About page')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the section of a #hash, again when the same link is followed twice', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderRoutes(routes, { initialEntry: '/about', session: null });

    await act(() => router.navigate('/#faq'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'faq');

    await act(() => router.navigate('/#faq'));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
