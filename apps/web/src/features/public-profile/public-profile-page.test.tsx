import { messages, zeroPerTopic, type PublicProfile } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
import { PublicProfilePage } from './public-profile-page.tsx';

const PROFILE = 'GET /api/public-profiles/asha_v';

const profile: PublicProfile = {
  name: 'Asha Verma',
  userName: 'asha_v',
  image: null,
  bio: 'I build accessible interfaces.',
  website: 'https://asha.dev',
  location: 'Pune',
  socialLinks: { github: 'https://github.com/asha', linkedin: 'https://www.linkedin.com/in/asha' },
  frontendQuestions: {
    totalScore: 70,
    solved: 4,
    solvedByTopic: { ...zeroPerTopic(), html: 3, react: 1 },
  },
  fe_total: 60,
  fe_total_by_topic: { html: 15, css: 15, javascript: 15, react: 15, api: 0, typescript: 0 },
  recentSolves: [
    { challengeName: 'Click counter', topic: 'react', solvedAt: '2026-11-20T10:00:00.000Z' },
    { challengeName: 'Semantic page outline', topic: 'html', solvedAt: '2026-11-02T09:00:00.000Z' },
  ],
  certificates: [
    {
      id: 'AbCdEfGhIjKlMnOpQrStUv',
      program: 'Frontend Launchpad',
      batchStartsOn: '2026-06-18',
      batchEndsOn: '2026-08-18',
      issuedAt: '2026-08-20T06:00:00.000Z',
    },
  ],
};

function renderPublicProfile(path = '/u/asha_v') {
  renderRoutes(
    [
      {
        path: '/u/:userName',
        element: <PublicProfilePage notFound={<h1>{messages.notFoundTitle}</h1>} />,
      },
    ],
    { initialEntry: path, session: null },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public profile page', () => {
  it('shows who the learner is, their links in a new tab, points and recent solves', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(profile) });
    renderPublicProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
    expect(screen.getByText('@asha_v')).toBeVisible();
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('I build accessible interfaces.');
    expect(screen.getByText('Pune')).toBeVisible();
    for (const [name, href] of [
      ['asha.dev', 'https://asha.dev'],
      ['Asha Verma on GitHub', 'https://github.com/asha'],
      ['Asha Verma on LinkedIn', 'https://www.linkedin.com/in/asha'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('img', { name: '4 of 60 solved' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'HTML' })).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByTestId('total-points')).toHaveTextContent('70');

    const solves = within(screen.getByRole('region', { name: 'Recently solved' })).getAllByRole(
      'listitem',
    );
    expect(solves.map((item) => item.textContent)).toEqual([
      'Click counter React20 Nov 2026',
      'Semantic page outline HTML2 Nov 2026',
    ]);
    expect(within(solves[0]!).getByText('20 Nov 2026')).toHaveAttribute(
      'dateTime',
      '2026-11-20T10:00:00.000Z',
    );
    expect(document.title).toBe('Asha Verma (@asha_v) | Frontend Launchpad');
  });

  it('lists the certificates, each linking to the page that verifies it', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(profile) });
    renderPublicProfile();

    const list = await screen.findByRole('region', { name: 'Certificates' });
    expect(within(list).getByRole('link', { name: 'Frontend Launchpad' })).toHaveAttribute(
      'href',
      '/certificates/AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(list).toHaveTextContent('18 Jun 2026 – 18 Aug 2026');
    expect(list).toHaveTextContent('Issued 20 Aug 2026');
  });

  it('says so when nothing is solved yet', async () => {
    stubApi({
      [PROFILE]: () =>
        jsonResponse({
          ...profile,
          bio: null,
          socialLinks: { github: null, linkedin: null },
          recentSolves: [],
          certificates: [],
        }),
    });
    renderPublicProfile();

    expect(await screen.findByText('No challenges solved yet.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Certificates' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-bio')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /GitHub/ })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a profile that is private or missing', async () => {
    stubApi({
      [PROFILE]: () => jsonResponse({ message: messages.profileNotFound }, 404),
    });
    renderPublicProfile();

    expect(
      await screen.findByRole('heading', { level: 1, name: messages.notFoundTitle }),
    ).toBeVisible();
    expect(screen.queryByText('@asha_v')).not.toBeInTheDocument();
  });

  it('shows the not-found page for a name no user can have', async () => {
    stubApi({
      'GET /api/public-profiles/Not%20a%20name': () =>
        jsonResponse({ message: 'Unknown user name' }, 400),
    });
    renderPublicProfile('/u/Not%20a%20name');

    expect(
      await screen.findByRole('heading', { level: 1, name: messages.notFoundTitle }),
    ).toBeVisible();
  });

  it('offers to try again when the server cannot answer', async () => {
    stubApi({ [PROFILE]: () => jsonResponse({ message: 'Service Unavailable' }, 503) });
    renderPublicProfile();

    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
