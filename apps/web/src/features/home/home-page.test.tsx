import { disclosures } from '../../testing/disclosures.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
import { modules, NEXT_BATCH_SOON } from '../../lib/program.ts';
import { HomePage } from './home-page.tsx';

function renderHome() {
  const rendered = renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '/frontend-launchpad', element: <p>Program page</p> },
      { path: '/contact', element: <p>Contact page</p> },
      { path: '/frontend-challenges/:topic/:slug/:id', element: <p>Workspace</p> },
    ],
    { initialEntry: '/', session: null },
  );
  return { ...rendered, user: userEvent.setup() };
}

function faqSection() {
  return screen.getByRole('region', { name: 'Frequently Asked Questions' });
}

const faq = () => disclosures(faqSection());

let description: HTMLMetaElement;

beforeEach(() => {
  description = document.createElement('meta');
  description.name = 'description';
  document.head.append(description);
});

afterEach(() => {
  description.remove();
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('sets its title and meta description', () => {
    renderHome();

    expect(document.title).toBe('Job-ready frontend programs | Frontend Launchpad');
    expect(description.content).toMatch(/Frontend Launchpad Program.*₹1,200/);
  });

  /** The figures as a person reads them: each value over its label, then the caption. */
  const figuresText = () => {
    const region = screen.getByRole('region', { name: 'Frontend Launchpad in numbers' });
    const slots = [...region.querySelectorAll('dl > div')].map(
      (slot) => `${slot.querySelector('dd')?.textContent} ${slot.querySelector('dt')?.textContent}`,
    );
    return [...slots, region.querySelector('p')?.textContent].join(' | ');
  };
  const FACTS =
    '6 modules from HTML to Next.js | 8 weeks of live classes, 5 days a week | 1:1 mentorship with every seat' +
    ' | The Frontend Launchpad Program at a glance.';
  const stats = (learners: number, verifiedSolutions: number) => () =>
    jsonResponse({
      challenges: 60,
      learners,
      verifiedSolutions,
      countedAt: new Date().toISOString(),
    });

  it('shows the program’s facts until the live figures arrive, then each figure that means something', async () => {
    stubApi({ 'GET /api/site-stats': stats(12_345, 721) });
    renderHome();
    expect(figuresText()).toBe(FACTS);

    await vi.waitFor(() =>
      expect(figuresText()).toBe(
        '60 coding challenges, free to solve | 12,345 learners signed up | 721 solutions verified by our grader' +
          ' | Live figures from our own platform, counted by our server.',
      ),
    );
  });

  it('keeps a fact in place of a figure too small to prove anything (a new site’s 0 learners)', async () => {
    const api = stubApi({ 'GET /api/site-stats': stats(0, 0) });
    renderHome();
    await vi.waitFor(() => expect(api.bodiesOf('GET /api/site-stats')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(figuresText()).toBe(
        '60 coding challenges, free to solve | 8 weeks of live classes, 5 days a week | 1:1 mentorship with every seat' +
          ' | Live figures from our own platform, counted by our server.',
      ),
    );
    expect(figuresText()).not.toContain('learners signed up');
  });

  it('keeps the facts when the figures cannot be had', async () => {
    const api = stubApi({});
    renderHome();
    await vi.waitFor(() => expect(api.bodiesOf('GET /api/site-stats')).toHaveLength(1));
    expect(figuresText()).toBe(FACTS);
  });

  it("shows the next open batch's start and seats once the server names it, in the place kept for it", async () => {
    stubApi({
      'GET /api/batches/next': () =>
        jsonResponse({
          batch: {
            course: 'Frontend Launchpad',
            startsOn: '2027-06-18',
            endsOn: '2027-08-13',
            schedule: 'Mon–Fri, 7–9 pm IST',
            priceInr: 1200,
            seatsLeft: 7,
          },
        }),
    });
    renderHome();
    const line = screen.getByTestId('next-batch');
    // The prerendered page's wording until the answer comes.
    expect(line).toHaveTextContent(NEXT_BATCH_SOON);
    await vi.waitFor(() =>
      expect(line).toHaveTextContent('Next batch: 18 June 2027 · 7 seats left'),
    );
  });

  it("says 'Next batch: dates coming soon' when no batch is open", async () => {
    const api = stubApi({ 'GET /api/batches/next': () => jsonResponse({ batch: null }) });
    renderHome();
    await vi.waitFor(() => expect(api.bodiesOf('GET /api/batches/next')).toHaveLength(1));
    expect(screen.getByTestId('next-batch')).toHaveTextContent(NEXT_BATCH_SOON);
  });

  it('shows the six modules in order and a week of the program', () => {
    renderHome();
    const curriculum = screen.getByRole('region', {
      name: 'What you will learn, module by module',
    });
    expect(
      within(curriculum)
        .getAllByRole('heading', { level: 3 })
        .slice(0, modules.length)
        .map((h) => h.textContent),
    ).toEqual(modules.map((m) => m.title));
    expect(screen.getByRole('list', { name: 'What a week looks like' })).toHaveTextContent(
      /5 live classes.*Recordings.*Mentor 1:1/,
    );
  });

  it('opens a free challenge from Try a challenge now', async () => {
    const { user, router } = renderHome();
    await user.click(screen.getByRole('link', { name: 'Try a challenge now' }));
    expect(router.state.location.pathname).toBe('/frontend-challenges/html/page-outline/101');
  });

  it('scrolls to the featured program from the hero', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderHome();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/transform your career/i);
    await user.click(screen.getByRole('link', { name: 'Explore Programs' }));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'featured-program');
  });

  it('shows the featured program card and View Details leads to the program page', async () => {
    const { user, router } = renderHome();
    const card = screen.getByRole('region', { name: 'Frontend Launchpad Program' });

    expect(card).toHaveAttribute('id', 'featured-program');
    for (const text of ['New Launch', 'For Beginners', '₹1,200']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByTestId('next-batch')).toHaveTextContent(NEXT_BATCH_SOON);
    // Beside it, what a seat includes.
    expect(within(card).getByRole('heading', { name: 'What a seat includes' })).toBeVisible();
    expect(within(card).getByText('1:1 mentorship')).toBeInTheDocument();
    const enrollNow = within(card).getByRole('link', { name: 'Enroll Now' });
    expect(enrollNow).toHaveAttribute('aria-haspopup', 'dialog');
    // Before and without the page's scripts, the link reaches the enrollment page.
    expect(enrollNow).toHaveAttribute('href', '/enroll');

    await user.click(within(card).getByRole('link', { name: 'View Details' }));
    expect(router.state.location.pathname).toBe('/frontend-launchpad');
  });

  it('opens the enrollment dialog from Enroll Now', async () => {
    const { user } = renderHome();

    await user.click(screen.getByRole('link', { name: 'Enroll Now' }));

    expect(
      await screen.findByRole('dialog', { name: 'Begin Your Enrollment' }),
    ).toBeInTheDocument();
  });

  it('has the eight Why Choose cards', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Why Choose Frontend Launchpad?' });

    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Simple explanations',
      'Project-driven learning',
      'Portfolio-ready skills',
      'Collaborative learning',
      'Career preparation',
      '1:1 mentorship',
      'Interactive sessions',
      'Flexible pricing',
    ]);
  });

  it('has six FAQ questions, one open at a time, with the prices and referral codes', async () => {
    const { user } = renderHome();
    expect(faqSection()).toHaveAttribute('id', 'faq');
    expect(faq().titles()).toHaveLength(6);
    expect(faq().openTitles()).toEqual([]);

    await user.click(faq().summary('How much do the programs cost?'));
    expect(faq().openTitles()).toEqual(['How much do the programs cost?']);
    expect(faq().panel('How much do the programs cost?')).toHaveTextContent(/between ₹500 and ₹5k/);

    await user.click(faq().summary('Can I get a discount?'));
    expect(faq().openTitles()).toEqual(['Can I get a discount?']);
    expect(faq().panel('Can I get a discount?')).toHaveTextContent(/referral code/);

    await user.click(faq().summary('Can I get a discount?'));
    expect(faq().openTitles()).toEqual([]);
  });

  it('Contact Support leads to the contact page', async () => {
    const { user, router } = renderHome();

    await user.click(screen.getByRole('link', { name: 'Contact Support' }));

    expect(router.state.location.pathname).toBe('/contact');
  });
});
