import type {
  ChallengeDetail,
  ChallengeListItem,
  HistorySubmission,
  Submission,
} from '@launchpad/contract';
import type { TestResult } from '@launchpad/runner';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredResponse, stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { encodeBase64 } from '../base64.ts';
import { ChallengeWorkspacePage } from '../challenge-workspace-page.tsx';
import { domCounterChallenge, testSubmission } from './test-challenge.ts';
import { awaitGrade } from './await-grade.ts';
import { loadDraft } from './drafts.ts';
import { CHECKING_SOLUTION, STILL_CHECKING, VERIFIED_BY_SERVER } from './grade-messages.ts';

// The browser's own run: what the learner's frame reports (here, whatever the test says).
const localRun = vi.hoisted(() => ({ results: [] as TestResult[] }));

// The runner needs real frames; jsdom has none. Its scoring stays the real one.
vi.mock('@launchpad/runner', async () => {
  const { scoreResults } = await import('@launchpad/runner/score');
  return {
    scoreResults,
    prepareTestFrame: () => {},
    releaseTestFrame: () => {},
    runTests: async () => localRun.results,
    createPreview: () => ({ render: () => {}, dispose: () => {} }),
  };
});
// CodeMirror measures layout jsdom does not have; a plain text area edits the same files.
vi.mock('./code-editor.tsx', () => ({
  CodeEditor: ({
    path,
    files,
    onChange,
  }: {
    path: string;
    files: Record<string, string>;
    onChange: (path: string, text: string) => void;
  }) => (
    <textarea
      aria-label={`Code editor: ${path}`}
      value={files[path] ?? ''}
      onChange={(event) => onChange(path, event.target.value)}
    />
  ),
}));

// The merge view measures layout too; both sides' text stands in for it.
vi.mock('./merge-diff.tsx', () => ({
  MergeDiff: ({ path, mine, ours }: { path: string; mine: string; ours: string }) => (
    <div data-testid={`diff-${path}`}>
      <pre data-testid="mine">{mine}</pre>
      <pre data-testid="ours">{ours}</pre>
    </div>
  ),
}));

// The panels measure and observe sizes jsdom does not have; plain boxes hold the same content.
vi.mock('react-resizable-panels', () => ({
  Group: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Panel: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Separator: () => <hr />,
}));

const challenge: ChallengeDetail = domCounterChallenge('// starter');

const submission = testSubmission;

const graded = (overrides: Partial<Submission>) =>
  submission({ verified: true, gradedAt: '2026-01-01T00:00:02.000Z', ...overrides });

const SUBMIT = 'POST /api/v1/fe-submissions';
const POLL = 'GET /api/v1/fe-submissions/7';

const listItem = (id: number, topic: ChallengeListItem['topic'], slug: string) => ({
  id,
  slug,
  name: slug,
  topic,
  score: 10,
  difficulty: 'Easy' as const,
  module: { html: 1, css: 1, javascript: 2, react: 3, api: 4, typescript: 5 }[topic],
  submission_status: 'not_attempted' as const,
  best_score: 0,
});

/** The list API's answer: the whole path, html → css → javascript → react. */
const fullPath: ChallengeListItem[] = [
  listItem(101, 'html', 'page-outline'),
  listItem(201, 'css', 'center-card'),
  listItem(305, 'javascript', 'event-emitter'),
  listItem(301, 'javascript', 'dom-counter'),
  listItem(302, 'javascript', 'todo-list'),
  listItem(401, 'react', 'click-counter'),
];

const LIST = 'GET /api/v1/frontend-challenge';

function renderWorkspace(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    [LIST]: () => jsonResponse(fullPath),
    'GET /api/v1/frontend-challenge/301': () => jsonResponse(challenge),
    'GET /api/v1/frontend-challenge/301/tests': () =>
      new Response('test("x", () => {});', { headers: { 'Content-Type': 'text/javascript' } }),
    'GET /api/auth/user': () => jsonResponse({ isLoggedIn: true, user: testUser }),
    ...handlers,
  });
  const rendered = renderRoutes(
    [
      { path: '/frontend-challenges/:category/:slug/:id', Component: ChallengeWorkspacePage },
      { path: '/frontend-challenges', element: <p>challenge list</p> },
    ],
    { initialEntry: '/frontend-challenges/javascript/dom-counter/301', session: testUser },
  );
  return { api, ...rendered };
}

const statusStrip = () => screen.queryByTestId('workspace-status');

beforeEach(() => {
  localStorage.clear();
  localRun.results = [{ name: 'counts up', passed: true, message: '' }];
});

describe('the header strip', () => {
  const strip = () => screen.getByRole('navigation', { name: 'Challenge navigation' });
  const link = (name: string) => within(strip()).queryByRole('link', { name });
  /** Waits for the strip to show this place: the list answered. */
  const findPlace = async (text: string) =>
    within(await screen.findByRole('navigation', { name: 'Challenge navigation' })).findByText(
      text,
    );

  it("shows the challenge's place in its topic and links to its neighbours on the path", async () => {
    renderWorkspace({});
    expect(await findPlace('2 of 3 in JavaScript')).toBeTruthy();
    expect(link('Back to challenges')?.getAttribute('href')).toBe('/frontend-challenges');
    expect(link('Previous')?.getAttribute('href')).toBe(
      '/frontend-challenges/javascript/event-emitter/305',
    );
    expect(link('Next')?.getAttribute('href')).toBe(
      '/frontend-challenges/javascript/todo-list/302',
    );
    // The rest of the header is still there.
    expect(statusStrip()).toBeTruthy();
    for (const name of ['Reset Code', 'Run Tests', 'Submit'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('offers no Previous on the first challenge of the path, and crosses topics', async () => {
    renderWorkspace({ [LIST]: () => jsonResponse(fullPath.slice(3)) });
    expect(await findPlace('1 of 2 in JavaScript')).toBeTruthy();
    expect(link('Previous')).toBeNull();
    expect(link('Next')?.getAttribute('href')).toBe(
      '/frontend-challenges/javascript/todo-list/302',
    );
  });

  it('offers no Next on the last challenge of the path; Previous crosses back a topic', async () => {
    const path = [listItem(101, 'html', 'page-outline'), listItem(201, 'css', 'center-card')];
    renderWorkspace({
      [LIST]: () => jsonResponse([...path, listItem(301, 'javascript', 'dom-counter')]),
    });
    expect(await findPlace('1 of 1 in JavaScript')).toBeTruthy();
    expect(link('Previous')?.getAttribute('href')).toBe('/frontend-challenges/css/center-card/201');
    expect(link('Next')).toBeNull();
  });

  it('keeps only the way back while the list cannot be had', async () => {
    const { api } = renderWorkspace({ [LIST]: () => jsonResponse({ message: 'down' }, 503) });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
    await vi.waitFor(() => expect(api.bodiesOf(LIST)).toHaveLength(1));
    expect(link('Back to challenges')).toBeTruthy();
    expect(screen.queryByTestId('challenge-position')).toBeNull();
    expect(link('Previous')).toBeNull();
    expect(link('Next')).toBeNull();
  });

  it('Next opens the next challenge and Back to challenges returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderWorkspace({
      'GET /api/v1/frontend-challenge/302': () =>
        jsonResponse({ ...challenge, id: 302, slug: 'todo-list', name: 'Todo list' }),
    });
    await findPlace('2 of 3 in JavaScript');
    await user.click(link('Next')!);
    // The page's h1 (twice in jsdom: the small-screen notice has it too) names the new challenge.
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Todo list' })).not.toEqual([]);
    expect(router.state.location.pathname).toBe('/frontend-challenges/javascript/todo-list/302');
    expect(await findPlace('3 of 3 in JavaScript')).toBeTruthy();
    expect(link('Previous')?.getAttribute('href')).toBe(
      '/frontend-challenges/javascript/dom-counter/301',
    );

    await user.click(link('Back to challenges')!);
    expect(await screen.findByText('challenge list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/frontend-challenges');
  });
});

describe('drafts', () => {
  it('keeps what was typed just before leaving through Next', async () => {
    const user = userEvent.setup();
    renderWorkspace({
      'GET /api/v1/frontend-challenge/302': () =>
        jsonResponse({ ...challenge, id: 302, slug: 'todo-list', name: 'Todo list' }),
    });
    const editor = await screen.findByRole('textbox', { name: 'Code editor: script.js' });
    await user.type(editor, '\nlet count = 0;');
    // Leaving at once, before the autosave's pause is over.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Challenge navigation' })).getByRole('link', {
        name: 'Next',
      }),
    );
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Todo list' })).not.toEqual([]);
    expect(loadDraft(testUser.userName, 301)?.files['script.js']).toBe(
      '// starter\nlet count = 0;',
    );
  });
});

describe('hints', () => {
  it('reveals one hint at a time through the server, then offers no more', async () => {
    const user = userEvent.setup();
    const hints = ['Which event tells you about a click?', 'Use `addEventListener`.'];
    let reveals = 0;
    renderWorkspace({
      'POST /api/v1/frontend-challenge/301/hints': () => {
        reveals += 1;
        return jsonResponse({ total: 2, revealed: hints.slice(0, reveals) });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show hint 1 of 2' }));
    expect(await screen.findByText('Which event tells you about a click?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show hint 2 of 2' }));
    expect(await screen.findByText('addEventListener')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show hint/ })).toBeNull();
    expect(screen.getByText('Hints never change your score.')).toBeTruthy();
  });
});

describe('submitting a solution', () => {
  it('shows the check while pending, polls, then stays with the verified results, failed first', async () => {
    const user = userEvent.setup();
    const post = deferredResponse();
    const session = deferredResponse();
    let polls = 0;
    const { api, router } = renderWorkspace({
      [SUBMIT]: () => post.promise,
      [POLL]: () => {
        polls += 1;
        return jsonResponse(
          polls < 2
            ? submission({})
            : graded({
                status: 'unsolved',
                score: 5,
                pointsEarned: 5,
                tests: [
                  { name: 'counts up', passed: true, message: '' },
                  { name: 'never goes below zero', passed: false, message: 'expected 0, got -1' },
                  {
                    name: 'The count survives a reload.',
                    passed: false,
                    message: '',
                    hidden: true,
                  },
                ],
              }),
        );
      },
      // Held back so the verified panel can be looked at before the total is reloaded.
      'GET /api/auth/user': () => session.promise,
    });

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('All tests passed! Submitting your solution…')).toBeTruthy();
    // The POST is on its way: the strip says so, and says it while the grade is pending.
    await vi.waitFor(() => expect(statusStrip()?.textContent).toBe(CHECKING_SOLUTION));
    expect(api.bodiesOf(SUBMIT)).toEqual([
      {
        questionId: 301,
        status: 'solved',
        score: 10,
        previous_data: {
          html: encodeBase64('<p id="count">0</p>'),
          js: encodeBase64('// starter'),
        },
      },
    ]);
    post.resolve(jsonResponse(submission({}), 202));
    await vi.waitFor(() => expect(polls).toBe(1), { timeout: 5000 });
    expect(statusStrip()?.textContent).toBe(CHECKING_SOLUTION);

    // The server's results replace the browser's, hidden tests included; one toast in all.
    const verdict = 'Not solved yet: 1/3 tests passed (+5 points)';
    expect(await screen.findByText(verdict)).toBeTruthy();
    expect(screen.queryByText('All tests passed! Submitting your solution…')).toBeNull();
    const panel = screen.getByRole('region', { name: 'Test results' });
    expect(within(panel).getByText(VERIFIED_BY_SERVER)).toBeTruthy();
    expect(within(panel).getByTestId('test-summary').textContent).toBe('1/3 passed');
    const rows = within(panel).getAllByTestId('test-result');
    expect(rows.map((row) => row.textContent)).toEqual([
      '✗never goes below zeroExpected0Received-1',
      '✗Hidden testThe count survives a reload.',
      '✓counts up',
    ]);
    expect(polls).toBe(2);

    session.resolve(jsonResponse({ isLoggedIn: true, user: testUser }));
    // The learner stays, with the verdict in view and the way on one click away.
    const result = await screen.findByTestId('result-panel');
    expect(within(result).getByRole('heading', { name: verdict })).toBeTruthy();
    expect(document.activeElement).toBe(within(result).getByRole('heading', { name: verdict }));
    expect(within(result).getByRole('link', { name: /Next challenge/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to challenges/ })).toBeTruthy();
    expect(within(result).queryByRole('button', { name: 'Compare with our solution' })).toBeNull();
    expect(router.state.location.pathname).toBe('/frontend-challenges/javascript/dom-counter/301');
    expect(screen.getAllByText(verdict)).toHaveLength(2);
  });

  it('shows the graded score when the POST answers with the grade at once', async () => {
    const user = userEvent.setup();
    // The browser claims a full score; only the server's grade is shown.
    const { api } = renderWorkspace({
      [SUBMIT]: () =>
        jsonResponse(
          graded({
            status: 'solved',
            score: 10,
            pointsEarned: 10,
            tests: [
              { name: 'counts up', passed: true, message: '' },
              { name: 'hidden: stops at zero', passed: true, message: '' },
            ],
          }),
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    // The spec's toast, then the result panel.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Solved! +10 points' }),
    ).toBeTruthy();
    expect(screen.getAllByText('Solved! +10 points')).toHaveLength(2);
    expect(api.bodiesOf(POLL)).toEqual([]);
  });

  it('announces a re-submit that beats nothing as +0, and 1 point in the singular', async () => {
    const user = userEvent.setup();
    let earned = 0;
    renderWorkspace({
      [SUBMIT]: () =>
        jsonResponse(graded({ status: 'solved', score: 10, pointsEarned: earned }), 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Solved! +0 points' })).toBeTruthy();
    expect(screen.queryByText('Solved! +10 points')).toBeNull();
    earned = 1;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Solved! +1 point' })).toBeTruthy();
  });

  it("tells a failing run's reason with the verdict", async () => {
    const user = userEvent.setup();
    renderWorkspace({
      [SUBMIT]: () =>
        jsonResponse(
          graded({ status: 'unsolved', score: 0, failure: 'The tests took longer than 10 s.' }),
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Not solved yet: 0/0 tests passed (+0 points)' }),
    ).toBeTruthy();
    expect(await screen.findByText('The tests took longer than 10 s.')).toBeTruthy();
  });

  it('keeps the spec message when the POST fails, and stays', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localRun.results = [
      { name: 'counts up', passed: true, message: '' },
      { name: 'stops at zero', passed: false, message: 'no' },
    ];
    const post = deferredResponse();
    const { router } = renderWorkspace({ [SUBMIT]: () => post.promise });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('1/2 tests passed. Submitting…')).toBeTruthy();
    post.resolve(jsonResponse({ message: 'boom' }, 500));
    // The submission's one toast now says what happened.
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText('1/2 tests passed. Submitting…')).toBeNull();
    expect(router.state.location.pathname).toBe('/frontend-challenges/javascript/dom-counter/301');
    await vi.waitFor(() => expect(statusStrip()?.textContent).toBe(''));
    expect(screen.queryByText(VERIFIED_BY_SERVER)).toBeNull();
  });

  it('stops checking, with the code saved, when the grade cannot be followed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderWorkspace({
      [SUBMIT]: () => jsonResponse(submission({}), 202),
      [POLL]: () => jsonResponse({ message: 'Unknown submission' }, 404),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(STILL_CHECKING)).toBeTruthy();
    await vi.waitFor(() => expect(statusStrip()?.textContent).toBe(''));
    expect(router.state.location.pathname).toBe('/frontend-challenges/javascript/dom-counter/301');
  });
});

describe('awaitGrade', () => {
  const signal = () => new AbortController().signal;

  it('answers a graded submission at once', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const done = graded({ status: 'solved', score: 10 });
    expect(await awaitGrade(done, { signal: signal() })).toEqual({
      kind: 'graded',
      submission: done,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up, with the code saved, when the grade is still pending at the cap', async () => {
    const api = stubApi({ [POLL]: () => jsonResponse(submission({})) });
    const wait = await awaitGrade(submission({}), {
      signal: signal(),
      intervalMs: 5,
      maxWaitMs: 60,
    });
    expect(wait).toEqual({ kind: 'still-pending' });
    expect(api.bodiesOf(POLL).length).toBeGreaterThan(1);
  });

  it('asks again after a server error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    stubApi({
      [POLL]: () =>
        ++calls === 1
          ? jsonResponse({ message: 'down' }, 503)
          : jsonResponse(graded({ status: 'unsolved', score: 3 })),
    });
    const wait = await awaitGrade(submission({}), {
      signal: signal(),
      intervalMs: 5,
      maxWaitMs: 5000,
    });
    expect(wait).toMatchObject({ kind: 'graded', submission: { score: 3 } });
  });

  it('stops asking when the workspace is left', async () => {
    const controller = new AbortController();
    stubApi({ [POLL]: () => jsonResponse(submission({})) });
    const waiting = awaitGrade(submission({}), {
      signal: controller.signal,
      intervalMs: 10_000,
      maxWaitMs: 60_000,
    });
    controller.abort();
    expect(await waiting).toEqual({ kind: 'aborted' });
  });
});

describe('after solving', () => {
  const SOLUTION = 'GET /api/v1/frontend-challenge/301/solution';
  const reference = {
    files: {
      'index.html': encodeBase64('<p id="count">0</p>'),
      'script.js': encodeBase64('let count = 0; // ours'),
    },
  };

  it("stays with the server's points, the reloaded total, Next and the diff with our solution", async () => {
    const user = userEvent.setup();
    let submitted = false;
    const { api, router } = renderWorkspace({
      // A partial score earlier: this solve adds only the difference, as the server says.
      [SUBMIT]: () => {
        submitted = true;
        return jsonResponse(graded({ status: 'solved', score: 10, pointsEarned: 4 }), 201);
      },
      'GET /api/auth/user': () =>
        jsonResponse({
          isLoggedIn: true,
          user: {
            ...testUser,
            frontendQuestions: { ...testUser.frontendQuestions, totalScore: submitted ? 34 : 30 },
          },
        }),
      [SOLUTION]: () => jsonResponse(reference),
      'GET /api/v1/frontend-challenge/302': () =>
        jsonResponse({ ...challenge, id: 302, slug: 'todo-list', name: 'Todo list' }),
    });
    const editor = await screen.findByRole('textbox', { name: 'Code editor: script.js' });
    await user.clear(editor);
    await user.type(editor, 'let count = 0; // mine');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const panel = await screen.findByTestId('result-panel');
    expect(within(panel).getByRole('heading', { name: 'Solved! +4 points' })).toBeTruthy();
    expect(await within(panel).findByText('Your challenge points: 34 points')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/frontend-challenges/javascript/dom-counter/301');
    expect(api.bodiesOf(SOLUTION)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Compare with our solution' }));
    expect(await screen.findByRole('heading', { name: 'Compare with our solution' })).toBeTruthy();
    const files = await screen.findByRole('tablist', { name: 'Files to compare' });
    expect(
      within(files)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['index.html', 'script.js']);
    // It opens on the file the learner changed, not the first one.
    expect(
      within(files).getByRole('tab', { name: 'script.js' }).getAttribute('aria-selected'),
    ).toBe('true');
    await user.click(within(files).getByRole('tab', { name: 'script.js' }));
    const diff = await screen.findByTestId('diff-script.js');
    expect(within(diff).getByTestId('mine').textContent).toBe('let count = 0; // mine');
    expect(within(diff).getByTestId('ours').textContent).toBe('let count = 0; // ours');
    await user.click(screen.getByRole('button', { name: 'Back to the editor' }));
    expect(screen.queryByRole('heading', { name: 'Compare with our solution' })).toBeNull();
    expect(document.activeElement).toBe(
      within(panel).getByRole('button', { name: 'Compare with our solution' }),
    );

    await user.click(within(panel).getByRole('link', { name: /Next challenge/ }));
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Todo list' })).not.toEqual([]);
    expect(router.state.location.pathname).toBe('/frontend-challenges/javascript/todo-list/302');
  });

  it('notes a challenge solved before and offers the comparison; the server may refuse it', async () => {
    const user = userEvent.setup();
    renderWorkspace({
      [LIST]: () =>
        jsonResponse(
          fullPath.map((item) =>
            item.id === 301 ? { ...item, submission_status: 'solved', best_score: 10 } : item,
          ),
        ),
      [SOLUTION]: () =>
        jsonResponse(
          { message: 'Solve this challenge to compare your code with our solution.' },
          403,
        ),
    });
    const note = await screen.findByRole('region', { name: 'Result' });
    expect(within(note).getByText('You solved this challenge')).toBeTruthy();
    expect(within(note).queryByRole('heading', { name: /^Solved!/ })).toBeNull();
    await user.click(within(note).getByRole('button', { name: 'Compare with our solution' }));
    const refusal = await screen.findByText(
      'Solve this challenge to compare your code with our solution.',
    );
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('tablist', { name: 'Files to compare' })).toBeNull();
  });

  it('offers nothing on a challenge not solved yet', async () => {
    renderWorkspace({});
    await screen.findByText('2 of 3 in JavaScript');
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Compare with our solution' })).toBeNull();
  });
});

describe('the History tab', () => {
  const HISTORY = 'GET /api/v1/fe-submissions?questionId=301';
  const entry = (overrides: Partial<HistorySubmission>): HistorySubmission => ({
    ...graded({}),
    code: null,
    ...overrides,
  });
  const older = entry({
    id: 1,
    status: 'unsolved',
    score: 5,
    pointsEarned: 5,
    createdAt: '2026-01-01T10:00:00.000Z',
    tests: [
      { name: 'counts up', passed: true, message: '' },
      { name: 'never goes below zero', passed: false, message: 'expected 0, got -1' },
    ],
    code: { html: encodeBase64('<p id="count">0</p>'), js: encodeBase64('let wrong = 1;') },
  });
  const pruned = entry({
    id: 2,
    status: 'unsolved',
    score: 0,
    createdAt: '2025-12-01T10:00:00.000Z',
    failure: 'The tests took longer than 10 s.',
  });
  const history = {
    submissions: [older, pruned],
    hintReveals: [{ hint: 1, revealedAt: '2026-01-01T11:00:00.000Z' }],
  };

  const openHistory = async (user: ReturnType<typeof userEvent.setup>) => {
    const tabs = await screen.findByRole('tablist', { name: 'Challenge' });
    await user.click(within(tabs).getByRole('tab', { name: 'History' }));
    return screen.findByRole('list', { name: 'Your history' });
  };

  it('lists submissions and hint reveals newest first, with times, scores and test results', async () => {
    const user = userEvent.setup();
    const { api } = renderWorkspace({ [HISTORY]: () => jsonResponse(history) });
    // Fetched only when looked at.
    await screen.findByRole('tab', { name: 'Instructions', selected: true });
    expect(api.bodiesOf(HISTORY)).toEqual([]);
    const list = await openHistory(user);
    // The entries themselves, not the test results listed inside them.
    const rows = [...list.children] as HTMLElement[];
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Hint 1 revealed');
    expect(rows[1]!.textContent).toContain('Unsolved');
    expect(rows[1]!.textContent).toContain('1/2 tests, 5 points');
    expect(rows[2]!.textContent).toContain('Failed');
    expect(rows[2]!.textContent).toContain('The tests took longer than 10 s.');

    const time = rows[1]!.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-01-01T10:00:00.000Z');
    expect(time.getAttribute('title')).toMatch(/2026/);

    expect(within(rows[1]!).getByText('expected 0, got -1')).toBeTruthy();
    const details = rows[1]!.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(rows[1]!).getByText('Test results'));
    expect(details.open).toBe(true);

    expect(within(rows[1]!).getByRole('button', { name: 'Restore this code' })).toBeTruthy();
    expect(within(rows[2]!).getByText('Code not kept')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: 'Restore this code' })).toBeNull();
  });

  it('restores a submission after confirming, and saves it as the draft', async () => {
    const user = userEvent.setup();
    renderWorkspace({ [HISTORY]: () => jsonResponse(history) });
    const list = await openHistory(user);
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const restoreButton = within(list).getByRole('button', { name: 'Restore this code' });

    await user.click(restoreButton);
    expect(confirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('tab', { name: 'Instructions' }));
    expect(
      (screen.getByRole('textbox', { name: 'Code editor: script.js' }) as HTMLTextAreaElement)
        .value,
    ).toBe('// starter');

    await user.click(screen.getByRole('tab', { name: 'History' }));
    await user.click(restoreButton);
    expect(confirm).toHaveBeenCalledTimes(2);
    const editor = screen.getByRole('textbox', {
      name: 'Code editor: script.js',
    }) as HTMLTextAreaElement;
    await vi.waitFor(() => expect(editor.value).toBe('let wrong = 1;'));
    await vi.waitFor(() =>
      expect(loadDraft(testUser.userName, 301)?.files['script.js']).toBe('let wrong = 1;'),
    );

    // The same code again: nothing to lose, nothing asked.
    await user.click(restoreButton);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('refreshes after a submit', async () => {
    const user = userEvent.setup();
    let submitted = false;
    const { api } = renderWorkspace({
      [HISTORY]: () =>
        jsonResponse(
          submitted
            ? {
                ...history,
                submissions: [
                  entry({
                    id: 9,
                    status: 'solved',
                    score: 10,
                    createdAt: '2026-01-02T00:00:00.000Z',
                  }),
                  ...history.submissions,
                ],
              }
            : history,
        ),
      [SUBMIT]: () => {
        submitted = true;
        return jsonResponse(graded({ id: 9, status: 'solved', score: 10, pointsEarned: 5 }), 201);
      },
    });
    const list = await openHistory(user);
    expect(within(list).queryByText('Solved')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(list).findByText('Solved')).toBeTruthy();
    expect(api.bodiesOf(HISTORY).length).toBeGreaterThanOrEqual(2);
  });
});
