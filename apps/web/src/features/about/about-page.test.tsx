import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { AboutPage } from './about-page.tsx';

function renderAbout() {
  const rendered = renderRoutes(
    [
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <p>Contact page</p> },
      { path: '/', element: <section id="featured-program">Featured program</section> },
    ],
    { initialEntry: '/about', session: null },
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('AboutPage', () => {
  it('tells the story and the three values', () => {
    renderAbout();

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const story = screen.getByRole('region', { name: 'Our Story' });
    expect(story).toHaveTextContent(/March 2025/);
    expect(story).toHaveTextContent(/early stage/);
    expect(story).toHaveTextContent(/student and mentor volunteers/);
    const values = screen.getByRole('region', { name: 'Our Values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Practical Relevance', 'Inclusivity', 'Continuous Learning']);
  });

  it('leads to the contact page from the hero', async () => {
    const { user, router } = renderAbout();

    await user.click(screen.getAllByRole('link', { name: 'Contact Us' })[0]!);

    expect(router.state.location.pathname).toBe('/contact');
  });

  it('See Programs goes to the featured program on the home page', async () => {
    const { user, router } = renderAbout();
    const join = screen.getByRole('region', { name: 'Join Us On This Journey' });
    expect(within(join).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await user.click(within(join).getByRole('link', { name: 'See Programs' }));

    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#featured-program' });
  });
});
