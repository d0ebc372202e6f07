import type { ChallengeListItem } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { ALL_SOLVED_MESSAGE, ChallengeListPage, pickUnsolved } from './challenge-list-page.tsx';

const item = (
  id: number,
  topic: ChallengeListItem['topic'],
  status: ChallengeListItem['submission_status'],
  difficulty = 'Easy',
): ChallengeListItem => ({
  id,
  slug: `c-${id}`,
  name: `Challenge ${id}`,
  topic,
  score: 10,
  difficulty: difficulty as ChallengeListItem['difficulty'],
  submission_status: status,
  best_score: status === 'solved' ? 10 : 0,
});

function renderList(items: ChallengeListItem[]) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(items));
  return renderRoutes(
    [
      { path: '/frontend-challenges', Component: ChallengeListPage },
      { path: '/frontend-challenges/:category/:slug/:id', element: <p>workspace</p> },
    ],
    { initialEntry: '/frontend-challenges', session: testUser },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('challenge list', () => {
  it('shows a row per challenge with a tick for solved ones and links to the workspace', async () => {
    renderList([item(101, 'html', 'solved'), item(201, 'css', 'unsolved', 'Medium')]);
    const link = await screen.findByRole('link', { name: 'Challenge 101' });
    expect(link.getAttribute('href')).toBe('/frontend-challenges/html/c-101/101');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByLabelText('Solved')).toBeTruthy();
    expect(within(rows[2]!).queryByLabelText('Solved')).toBeNull();
    expect(within(rows[2]!).getByText('Medium')).toBeTruthy();
  });

  it('filters by topic and clears the filter when the active topic is clicked again', async () => {
    const user = userEvent.setup();
    renderList([item(101, 'html', 'solved'), item(201, 'css', 'unsolved')]);
    await screen.findByRole('link', { name: 'Challenge 101' });
    await user.click(screen.getByRole('button', { name: 'CSS' }));
    expect(screen.getByRole('button', { name: 'CSS' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Challenge 101' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'CSS' }));
    expect(screen.getByRole('link', { name: 'Challenge 101' })).toBeTruthy();
  });

  it('treats an unknown difficulty as Hard', async () => {
    renderList([item(1, 'react', 'not_attempted', 'Expert')]);
    expect(await screen.findByText('Hard')).toBeTruthy();
  });

  it('alerts when every challenge is solved and the learner feels lucky', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderList([item(101, 'html', 'solved')]);
    await screen.findByRole('link', { name: 'Challenge 101' });
    await user.click(screen.getByRole('button', { name: "I'm feeling lucky" }));
    expect(alert).toHaveBeenCalledWith(ALL_SOLVED_MESSAGE);
  });

  it('sends a lucky learner to an unsolved challenge', async () => {
    const user = userEvent.setup();
    const { router } = renderList([
      item(101, 'html', 'solved'),
      item(301, 'javascript', 'unsolved'),
    ]);
    await screen.findByRole('link', { name: 'Challenge 101' });
    await user.click(screen.getByRole('button', { name: "I'm feeling lucky" }));
    expect(router.state.location.pathname).toBe('/frontend-challenges/javascript/c-301/301');
  });
});

describe('pickUnsolved', () => {
  it('never picks a solved challenge', () => {
    const list = [
      item(1, 'html', 'solved'),
      item(2, 'css', 'not_attempted'),
      item(3, 'css', 'unsolved'),
    ];
    expect(pickUnsolved(list, () => 0)?.id).toBe(2);
    expect(pickUnsolved(list, () => 0.99)?.id).toBe(3);
    expect(pickUnsolved([item(1, 'html', 'solved')])).toBeUndefined();
  });
});
