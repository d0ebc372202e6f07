import type { User } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import {
  NO_CERTIFICATES,
  NO_EDUCATION,
  NO_EXPERIENCE,
  ProfilePage,
  resumeFileName,
} from './profile-page.tsx';

const MY_CERTIFICATES = 'GET /api/certificates/mine';

beforeEach(() => {
  stubApi({ [MY_CERTIFICATES]: () => jsonResponse({ certificates: [] }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProfile(user: User) {
  return renderRoutes([{ path: '/profile', Component: ProfilePage }], {
    initialEntry: '/profile',
    session: user,
  });
}

const fullUser: User = {
  ...testUser,
  name: 'Asha Verma',
  userName: 'asha_v',
  image: '/uploads/abcdefghijklmnop.webp',
  website: 'https://asha.dev',
  location: 'Pune',
  bio: 'I build accessible interfaces.',
  socialLinks: {
    github: 'https://github.com/asha',
    linkedin: 'https://www.linkedin.com/in/asha',
    resume: '/uploads/abcdefghijklmnop.pdf',
  },
  education: [
    {
      instituteName: 'IIT Bombay',
      fieldOfStudy: 'Computer Science',
      startYear: 2018,
      endYear: 2022,
    },
  ],
  experience: [
    {
      positionName: 'Frontend Intern',
      companyName: 'Acme',
      duration: '6 months',
      skills: ['React', 'CSS'],
      type: 'job',
    },
  ],
  frontendQuestions: {
    totalScore: 340,
    solved: 12,
    solvedByTopic: { html: 5, css: 4, javascript: 2, react: 1, api: 0, typescript: 0 },
  },
  fe_total: 60,
  fe_total_by_topic: { html: 15, css: 15, javascript: 15, react: 15, api: 15, typescript: 15 },
};

describe('profile page', () => {
  it('shows empty states, the initial and prompts that lead to the settings', () => {
    renderProfile(testUser);

    expect(screen.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('@asha')).toBeInTheDocument();
    expect(screen.getByText('A', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(NO_EDUCATION)).toBeInTheDocument();
    expect(screen.getByText(NO_EXPERIENCE)).toBeInTheDocument();
    for (const name of ['Add a bio', 'Edit Profile', 'Add education', 'Add work experience']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/settings');
    }
    expect(screen.queryByRole('link', { name: 'GitHub profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download resume' })).not.toBeInTheDocument();
  });

  it('shows the whole profile with links that open safely in a new tab', () => {
    renderProfile(fullUser);

    expect(screen.getByText('@asha_v')).toBeInTheDocument();
    expect(screen.getByText('Pune')).toBeInTheDocument();
    expect(screen.getByText('I build accessible interfaces.')).toBeInTheDocument();
    expect(screen.queryByText(NO_EDUCATION)).not.toBeInTheDocument();
    expect(screen.queryByText(NO_EXPERIENCE)).not.toBeInTheDocument();
    for (const [name, href] of [
      ['asha.dev', 'https://asha.dev'],
      ['GitHub profile', 'https://github.com/asha'],
      ['LinkedIn profile', 'https://www.linkedin.com/in/asha'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const academic = within(screen.getByRole('region', { name: 'Academic' }));
    expect(academic.getByText('IIT Bombay')).toBeInTheDocument();
    expect(academic.getByText('2018 – 2022')).toBeInTheDocument();
    expect(academic.getByRole('link', { name: 'Edit education' })).toHaveAttribute(
      'href',
      '/settings',
    );
    const work = within(screen.getByRole('region', { name: 'Work Experience' }));
    expect(work.getByText('Frontend Intern')).toBeInTheDocument();
    expect(work.getByText('Acme · 6 months')).toBeInTheDocument();
    expect(
      within(work.getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'CSS']);
  });

  it("downloads the resume as '{name}.pdf'", () => {
    renderProfile(fullUser);

    const resume = screen.getByRole('link', { name: 'Download resume' });
    expect(resume).toHaveAttribute('href', '/uploads/abcdefghijklmnop.pdf');
    expect(resume).toHaveAttribute('download', 'Asha Verma.pdf');
  });

  it("downloads the resume as 'Resume.pdf' when there is no name", () => {
    renderProfile({ ...fullUser, name: '' });

    expect(screen.getByRole('link', { name: 'Download resume' })).toHaveAttribute(
      'download',
      'Resume.pdf',
    );
    expect(resumeFileName('   ')).toBe('Resume.pdf');
  });

  it('shows solved questions as a ring, one bar per topic and the total points', () => {
    renderProfile(fullUser);

    const panel = within(screen.getByRole('tabpanel', { name: 'Frontend' }));
    expect(panel.getByRole('img', { name: '12 of 60 solved' })).toBeInTheDocument();
    const bars = panel.getAllByRole('progressbar');
    expect(
      bars.map((bar) => [
        bar.getAttribute('aria-label'),
        bar.getAttribute('aria-valuenow'),
        bar.getAttribute('aria-valuemax'),
      ]),
    ).toEqual([
      ['HTML', '5', '15'],
      ['CSS', '4', '15'],
      ['JavaScript', '2', '15'],
      ['React', '1', '15'],
      ['APIs', '0', '15'],
      ['TypeScript', '0', '15'],
    ]);
    expect(panel.getByTestId('total-points')).toHaveTextContent('340');
  });

  it('links to the public profile when it is on', () => {
    renderProfile({ ...fullUser, publicProfile: true });

    expect(screen.getByRole('link', { name: 'Share profile' })).toHaveAttribute(
      'href',
      '/u/asha_v',
    );
    expect(screen.queryByTestId('public-profile-hint')).not.toBeInTheDocument();
  });

  it('points to the settings to turn the public profile on while it is off', () => {
    renderProfile(fullUser);

    expect(screen.queryByRole('link', { name: 'Share profile' })).not.toBeInTheDocument();
    const hint = screen.getByTestId('public-profile-hint');
    expect(hint).toHaveTextContent('turn on ‘Show my profile publicly’ in Settings');
    expect(within(hint).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('says when the learner has no certificate yet', async () => {
    renderProfile(fullUser);
    expect(await screen.findByText(NO_CERTIFICATES)).toBeVisible();
  });

  it('links each certificate to the page that verifies it', async () => {
    stubApi({
      [MY_CERTIFICATES]: () =>
        jsonResponse({
          certificates: [
            {
              id: 'AbCdEfGhIjKlMnOpQrStUv',
              program: 'Frontend Launchpad',
              batchStartsOn: '2026-06-18',
              batchEndsOn: '2026-08-18',
              issuedAt: '2026-08-20T06:00:00.000Z',
            },
          ],
        }),
    });
    renderProfile(fullUser);

    const list = await screen.findByRole('region', { name: 'Certificates' });
    expect(await within(list).findByRole('link', { name: 'Frontend Launchpad' })).toHaveAttribute(
      'href',
      '/certificates/AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(screen.queryByText(NO_CERTIFICATES)).not.toBeInTheDocument();
  });
});
