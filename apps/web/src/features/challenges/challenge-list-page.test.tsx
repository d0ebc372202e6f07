import type { ChallengeListItem } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { ALL_SOLVED_MESSAGE, ChallengeListPage, pickUnsolved } from './challenge-list-page.tsx';

/** The module each topic's first challenges practise (the content's meta.json). */
const moduleOfTopic: Record<ChallengeListItem['topic'], number> = {
  html: 1,
  css: 1,
  javascript: 2,
  react: 3,
  api: 4,
  typescript: 5,
};

const MODULE_1 = 'Module 1: HTML, CSS & responsive design';
const MODULE_2 = 'Module 2: JavaScript fundamentals & ES6+';
const MODULE_3 = 'Module 3: React & state management';
const MODULE_4 = 'Module 4: API integration & data fetching';

const item = (
  id: number,
  topic: ChallengeListItem['topic'],
  status: ChallengeListItem['submission_status'],
  difficulty = 'Easy',
  bestScore = status === 'solved' ? 10 : 0,
  module = moduleOfTopic[topic],
): ChallengeListItem => ({
  id,
  slug: `c-${id}`,
  name: `Challenge ${id}`,
  topic,
  score: 10,
  difficulty: difficulty as ChallengeListItem['difficulty'],
  module,
  submission_status: status,
  best_score: bestScore,
});

function renderList(items: ChallengeListItem[], initialEntry = '/frontend-challenges') {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(items));
  return renderRoutes(
    [
      { path: '/frontend-challenges', Component: ChallengeListPage },
      { path: '/frontend-challenges/:category/:slug/:id', element: <p>workspace</p> },
    ],
    { initialEntry, session: testUser },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A phone: the window is narrower than the table's 640 px (jsdom has no matchMedia). */
function narrowWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !query.includes('min-width: 640px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

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

describe('challenge list: status, next up and the path', () => {
  it('tells solved, attempted (with the best score) and not started apart', async () => {
    renderList([
      item(101, 'html', 'solved'),
      item(102, 'html', 'unsolved', 'Easy', 5),
      item(103, 'html', 'not_attempted'),
    ]);
    await screen.findByRole('link', { name: 'Challenge 101' });
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByRole('img', { name: 'Solved' }).textContent).toBe('✓');
    const attempted = within(rows[2]!).getByRole('img', {
      name: 'Attempted: best 5 of 10 points',
    });
    expect(attempted.textContent).toBe('5/10');
    expect(within(rows[2]!).queryByLabelText('Solved')).toBeNull();
    expect(within(rows[3]!).getByRole('img', { name: 'Not started' })).toBeTruthy();
  });

  it('suggests the first unsolved challenge on the path, with its topic and difficulty', async () => {
    renderList([
      item(101, 'html', 'solved'),
      item(201, 'css', 'unsolved', 'Medium', 5),
      item(301, 'javascript', 'not_attempted'),
    ]);
    const next = await screen.findByRole('region', { name: 'Next up' });
    const link = within(next).getByRole('link');
    expect(link.textContent).toBe('Challenge 201');
    expect(link.getAttribute('href')).toBe('/frontend-challenges/css/c-201/201');
    expect(next.textContent).toContain('CSS · Medium');
  });

  it('suggests nothing once every challenge is solved', async () => {
    renderList([item(101, 'html', 'solved'), item(401, 'react', 'solved')]);
    await screen.findByRole('link', { name: 'Challenge 101' });
    expect(screen.queryByRole('region', { name: 'Next up' })).toBeNull();
  });

  it('groups the path by module with the progress of each, and shows one topic when filtered', async () => {
    const user = userEvent.setup();
    renderList([
      item(101, 'html', 'solved'),
      item(102, 'html', 'unsolved'),
      item(201, 'css', 'solved'),
      item(301, 'javascript', 'not_attempted'),
      item(401, 'react', 'solved'),
      item(411, 'react', 'unsolved', 'Medium', 0, 4),
    ]);
    await screen.findByRole('link', { name: 'Challenge 101' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Next up', MODULE_1, MODULE_2, MODULE_3, MODULE_4]);
    const htmlAndCss = screen.getByRole('region', { name: MODULE_1 });
    expect(htmlAndCss.textContent).toContain('2 of 3 solved');
    expect(
      within(htmlAndCss)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Challenge 101', 'Challenge 102', 'Challenge 201']);
    expect(screen.getByRole('region', { name: MODULE_2 }).textContent).toContain('0 of 1 solved');
    expect(screen.getByRole('region', { name: MODULE_3 }).textContent).toContain('1 of 1 solved');
    // A React challenge that practises data fetching sits in module 4, not with React.
    expect(
      within(screen.getByRole('region', { name: MODULE_4 }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Challenge 411']);

    await user.click(screen.getByRole('button', { name: 'HTML' }));
    const only = screen.getByRole('region', { name: 'HTML' });
    expect(only.textContent).toContain('1 of 2 solved');
    expect(screen.queryByRole('region', { name: MODULE_1 })).toBeNull();
    expect(screen.queryByRole('region', { name: MODULE_3 })).toBeNull();
    expect(
      within(only)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Challenge 101', 'Challenge 102']);
  });

  it('shows one module when one is chosen, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    renderList([
      item(101, 'html', 'solved'),
      item(301, 'javascript', 'not_attempted'),
      item(411, 'react', 'unsolved', 'Medium', 0, 4),
    ]);
    await screen.findByRole('link', { name: 'Challenge 101' });
    // user-event picks an option by value or by its HTML ('&amp;'): the values are the numbers.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Module' }), '4');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Next up', MODULE_4]);
    expect(screen.queryByRole('link', { name: 'Challenge 101' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Module' }), '6');
    expect(
      screen.getByRole('region', { name: 'Module 6: Next.js & server-side rendering' }),
    ).toHaveTextContent('No challenges in this module yet.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Module' }), '');
    expect(screen.getByRole('link', { name: 'Challenge 101' })).toBeTruthy();
  });

  it('opens on the module its address names (the dashboard links there)', async () => {
    renderList(
      [item(101, 'html', 'solved'), item(411, 'react', 'unsolved', 'Medium', 0, 4)],
      '/frontend-challenges?module=4',
    );
    await screen.findByRole('region', { name: MODULE_4 });
    expect(screen.getByRole('combobox', { name: 'Module' })).toHaveValue('4');
    expect(screen.queryByRole('link', { name: 'Challenge 101' })).toBeNull();
  });

  it('is a list of cards on a phone, each linking to its challenge with its status', async () => {
    narrowWindow();
    renderList([item(101, 'html', 'solved'), item(201, 'css', 'unsolved', 'Medium', 10)]);
    await screen.findByRole('link', { name: 'Challenge 101' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: MODULE_1 })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('img', { name: 'Solved' })).toBeTruthy();
    const link = within(cards[1]!).getByRole('link', { name: 'Challenge 201' });
    expect(link.getAttribute('href')).toBe('/frontend-challenges/css/c-201/201');
    expect(within(cards[1]!).getByText('Medium')).toBeTruthy();
    expect(
      within(cards[1]!).getByRole('img', { name: 'Attempted: best 10 of 10 points' }),
    ).toBeTruthy();
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
