import type { MyProject, MyProjectsResponse, User } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { MyProjects } from './my-projects.tsx';
import {
  enrolledLearner,
  firstAttempt,
  MINE,
  portfolio,
  reviewedFirstAttempt,
} from './project-fixtures.ts';

function renderProjects(projects: MyProject[], user: User = enrolledLearner) {
  const api = stubApi({ [MINE]: () => jsonResponse({ projects } satisfies MyProjectsResponse) });
  renderRoutes(
    [{ path: '/dashboard', element: <MyProjects user={user} timeZone="Europe/Berlin" /> }],
    { initialEntry: '/dashboard', session: user },
  );
  return api;
}

const region = () => screen.findByRole('region', { name: 'Projects' });
const projectNamed = (name: string) => screen.findByRole('article', { name });

describe('Projects on the dashboard', () => {
  it('is absent for an enrolled learner without projects', async () => {
    const api = renderProjects([]);

    await expect.poll(() => api.routes()).toEqual([MINE]);
    expect(screen.queryByRole('region', { name: 'Projects' })).not.toBeInTheDocument();
  });

  it('is absent, and not asked for, for a learner outside the program', async () => {
    const api = renderProjects([portfolio], testUser);

    await new Promise((settle) => setTimeout(settle, 50));
    expect(api.routes()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Projects' })).not.toBeInTheDocument();
  });

  it('shows the title, the due date in both zones, the status, the brief and the rubric', async () => {
    renderProjects([portfolio]);
    await region();
    const project = await projectNamed('Week 2: Portfolio page');

    expect(project).toHaveTextContent(
      'Due Sun 10 Jan, 7:29 pm (your time) · Sun 10 Jan, 11:59 pm (IST)',
    );
    expect(project).toHaveTextContent('Status: Not handed in');

    // The parser loads on demand: the formatted brief follows the plain one.
    const bold = await within(project).findByText('responsive', {}, { timeout: 5000 });
    expect(bold.tagName).toBe('STRONG');

    const rubric = within(project).getByRole('region', { name: 'Rubric (up to 10 points)' });
    const levelsOf = (criterion: string) =>
      within(within(rubric).getByText(criterion).closest('li')!)
        .getAllByRole('listitem')
        .map((level) => level.textContent);
    expect(levelsOf('Layout')).toEqual(['Missing: 0 points', 'Responsive: 6 points']);
    expect(levelsOf('Accessibility')).toEqual(['Gaps: 1 point', 'Solid: 4 points']);
    expect(within(project).queryByRole('region', { name: 'Your hand-ins' })).toBeNull();
  });

  it("shows a reviewed hand-in: the verdict, the points per criterion and the mentor's feedback", async () => {
    renderProjects([{ ...portfolio, status: 'needs_work', submissions: [reviewedFirstAttempt] }]);
    const project = await projectNamed('Week 2: Portfolio page');
    expect(project).toHaveTextContent('Status: Needs work');

    const history = within(project).getByRole('region', { name: 'Your hand-ins' });
    const attempt = within(history).getByRole('listitem');
    expect(attempt).toHaveTextContent(
      'Attempt 1Handed in Mon 11 Jan, 6:00 am (your time) · Mon 11 Jan, 10:30 am (IST)Late',
    );
    expect(
      within(attempt).getByRole('link', { name: 'Repository of attempt 1 (opens in a new tab)' }),
    ).toHaveAttribute('href', firstAttempt.repositoryUrl);
    expect(
      within(attempt).getByRole('link', { name: 'Live site of attempt 1 (opens in a new tab)' }),
    ).toHaveAttribute('href', firstAttempt.liveUrl);

    expect(attempt).toHaveTextContent('Verdict: Needs work7 of 10 points');
    const scores = within(attempt).getByRole('table', { name: 'Points per criterion' });
    expect(within(scores).getByRole('row', { name: 'Layout Responsive 6' })).toBeInTheDocument();
    expect(within(scores).getByRole('row', { name: 'Accessibility Gaps 1' })).toBeInTheDocument();
    expect(attempt).toHaveTextContent('Reviewed by Meera Iyer');
    const contrast = await within(attempt).findByText('contrast', {}, { timeout: 5000 });
    expect(contrast.tagName).toBe('STRONG');
    expect(attempt).toHaveTextContent('Fix the contrast of the links.');

    // Its turn again: the form says so, with the last links filled in.
    expect(within(project).getByRole('button', { name: 'Hand in again' })).toBeEnabled();
    expect(within(project).getByLabelText('Repository link')).toHaveValue(
      firstAttempt.repositoryUrl,
    );
  });

  it('offers no form while a hand-in waits for its review', async () => {
    renderProjects([{ ...portfolio, status: 'awaiting_review', submissions: [firstAttempt] }]);
    const project = await projectNamed('Week 2: Portfolio page');

    expect(project).toHaveTextContent('Status: Waiting for review');
    expect(within(project).queryByRole('button', { name: /Hand in/ })).toBeNull();
    expect(within(project).queryByLabelText('Repository link')).toBeNull();
  });

  it('offers no form once the project has passed', async () => {
    const passed = {
      ...reviewedFirstAttempt,
      status: 'passed' as const,
      review: { ...reviewedFirstAttempt.review!, verdict: 'passed' as const },
    };
    renderProjects([{ ...portfolio, status: 'passed', submissions: [passed] }]);
    const project = await projectNamed('Week 2: Portfolio page');

    expect(project).toHaveTextContent('Status: Passed');
    expect(project).toHaveTextContent('Verdict: Passed');
    expect(within(project).queryByRole('button', { name: /Hand in/ })).toBeNull();
    expect(within(project).queryByRole('form')).toBeNull();
  });
});
