import type { CompletionProgress, MyCompletionResponse, User } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { CompletionCard } from './completion-card.tsx';

const MINE = 'GET /api/completion/mine';
const TITLE = 'Your progress to the certificate';

/** Enrolled, with a verified address, so the dashboard asks for the progress. */
const learner: User = { ...testUser, enrolledCourse: ['Frontend Launchpad'] };

/** Attendance met; one project and two challenges short. */
const partway: CompletionProgress = {
  batchId: 1,
  rules: { minAttendancePercent: 75, allProjectsPassed: true, minVerifiedChallenges: 5 },
  attendance: { classesHeld: 9, attended: 6, excused: 1, percent: 75 },
  projects: { total: 2, passed: 1 },
  challenges: { verified: 3, points: 120 },
  met: { attendance: true, projects: false, challenges: false },
  complete: false,
};

const done: CompletionProgress = {
  ...partway,
  rules: { minAttendancePercent: 75, allProjectsPassed: false, minVerifiedChallenges: 0 },
  projects: { total: 2, passed: 0 },
  met: { attendance: true, projects: true, challenges: true },
  complete: true,
};

function renderCard(batches: CompletionProgress[], user: User = learner) {
  const api = stubApi({
    [MINE]: () => jsonResponse({ batches } satisfies MyCompletionResponse),
  });
  renderRoutes([{ path: '/dashboard', element: <CompletionCard user={user} /> }], {
    initialEntry: '/dashboard',
    session: user,
  });
  return api;
}

const rules = async () =>
  within(await screen.findByRole('region', { name: TITLE })).getAllByRole('listitem');

describe('Progress to the certificate on the dashboard', () => {
  it('is absent for an enrolled learner without a batch to complete', async () => {
    const api = renderCard([]);

    await expect.poll(() => api.routes()).toEqual([MINE]);
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is not asked for for a learner outside the program', async () => {
    const api = renderCard([partway], testUser);

    await new Promise((settle) => setTimeout(settle, 50));
    expect(api.routes()).toEqual([]);
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('says in words which rules are met and what is missing', async () => {
    renderCard([partway]);

    const [attendance, projects, challenges] = await rules();
    expect(attendance).toHaveTextContent('Attendance: 75 % of classes (75 % needed) Met');
    expect(projects).toHaveTextContent('Projects passed: 1 of 2 (every project needed) Not met');
    expect(challenges).toHaveTextContent('Verified challenges: 3 (5 needed) Not met');
    expect(
      screen.getByText('Not there yet: 1 more project passed and 2 more verified challenges.'),
    ).toBeInTheDocument();
  });

  it('says so when every rule is met, without needs the batch does not set', async () => {
    renderCard([{ ...done, attendance: { ...done.attendance, percent: null } }]);

    const [attendance, projects, challenges] = await rules();
    expect(attendance).toHaveTextContent('Attendance: no classes held yet Met');
    expect(projects).toHaveTextContent('Projects passed: 0 of 2 (not required) Met');
    expect(challenges).toHaveTextContent(/^Verified challenges: 3 Met$/);
    expect(screen.getByText('You meet every rule for your certificate.')).toBeInTheDocument();
  });

  it('names attendance among what is missing', async () => {
    renderCard([
      {
        ...partway,
        attendance: { ...partway.attendance, percent: 50 },
        met: { attendance: false, projects: true, challenges: true },
      },
    ]);

    const [attendance] = await rules();
    expect(attendance).toHaveTextContent('Attendance: 50 % of classes (75 % needed) Not met');
    expect(screen.getByText('Not there yet: attendance of 75 %.')).toBeInTheDocument();
  });
});
