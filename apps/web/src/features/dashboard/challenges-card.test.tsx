import type { ChallengeListItem, User } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { ChallengesCard } from './challenges-card.tsx';

const item = (
  id: number,
  topic: ChallengeListItem['topic'],
  module: number,
  status: ChallengeListItem['submission_status'],
): ChallengeListItem => ({
  id,
  slug: `c-${id}`,
  name: `Challenge ${id}`,
  topic,
  score: 10,
  difficulty: 'Easy',
  module,
  submission_status: status,
  best_score: status === 'solved' ? 10 : 0,
});

const list = [
  item(101, 'html', 1, 'solved'),
  item(201, 'css', 1, 'not_attempted'),
  item(301, 'javascript', 2, 'solved'),
  item(411, 'react', 4, 'unsolved'),
  item(501, 'api', 4, 'solved'),
  item(601, 'typescript', 5, 'not_attempted'),
];

const user: User = {
  ...testUser,
  frontendQuestions: {
    totalScore: 30,
    solved: 3,
    solvedByTopic: { html: 1, css: 0, javascript: 1, react: 0, api: 1, typescript: 0 },
  },
  fe_total: 6,
  fe_total_by_topic: { html: 1, css: 1, javascript: 1, react: 1, api: 1, typescript: 1 },
};

describe('the Frontend Challenges card', () => {
  it('shows progress per module beside per topic, each module a link to its challenges', async () => {
    stubApi({ 'GET /api/v1/frontend-challenge': () => jsonResponse(list) });
    renderRoutes([{ path: '/dashboard', element: <ChallengesCard user={user} /> }], {
      initialEntry: '/dashboard',
      session: user,
    });
    const card = within(screen.getByRole('region', { name: 'Frontend Challenges' }));
    expect(card.getByTestId('challenges-solved-api')).toHaveTextContent('1/1');
    expect(card.getByTestId('challenges-solved-typescript')).toHaveTextContent('0/1');

    await card.findByRole('heading', { name: 'By module' });
    const rows = card
      .getAllByRole('listitem')
      .map((row) => [within(row).getByRole('link').textContent, row.lastChild?.textContent]);
    // Module 3 has no challenge here, module 6 none at all: both are left out.
    expect(rows).toEqual([
      ['Module 1: HTML, CSS & responsive design', '1/2'],
      ['Module 2: JavaScript fundamentals & ES6+', '1/1'],
      ['Module 4: API integration & data fetching', '1/2'],
      ['Module 5: TypeScript & modern tooling', '0/1'],
    ]);
    // The numbers add up: the modules' totals are the overall total.
    expect(rows.reduce((sum, [, count]) => sum + Number(count?.split('/')[1]), 0)).toBe(
      user.fe_total,
    );
    expect(
      card.getByRole('link', { name: 'Module 4: API integration & data fetching' }),
    ).toHaveAttribute('href', '/frontend-challenges?module=4');
  });
});
