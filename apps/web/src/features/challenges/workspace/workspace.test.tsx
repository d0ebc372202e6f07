import type { ChallengeDetail, ChallengeListItem, Submission } from '@launchpad/contract';
import type { TestResult } from '@launchpad/runner';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredResponse, stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { encodeBase64 } from '../base64.ts';
import { ChallengeWorkspacePage } from '../challenge-workspace-page.tsx';
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

// The panels measure and observe sizes jsdom does not have; plain boxes hold the same content.
vi.mock('react-resizable-panels', () => ({
  Group: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Panel: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Separator: () => <hr />,
}));

const challenge: ChallengeDetail = {
  id: 301,
  type: 'frontend',
  name: 'DOM counter',
  score: 10,
  difficulty: 'Easy',
  topic: 'javascript',
  slug: 'dom-counter',
  question_body: '# DOM counter',
  files: {
    'index.html': encodeBase64('<p id="count">0</p>'),
    'script.js': encodeBase64('// starter'),
  },
  config: { open_paths: ['index.html', 'script.js'], active_path: 'script.js' },
  temp_jsx: null,
  previous_data: {},
  hints: { total: 2, revealed: [] },
};

const submission = (overrides: Partial<Submission>): Submission => ({
  id: 7,
  questionId: 301,
  status: 'pending',
  score: 0,
  tests: [],
  verified: false,
  failure: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  gradedAt: null,
  ...overrides,
});

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
  it('shows the check while pending, polls, then shows the verified results and leaves', async () => {
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
                tests: [
                  { name: 'counts up', passed: true, message: '' },
                  { name: 'never goes below zero', passed: false, message: 'expected 0, got -1' },
                ],
              }),
        );
      },
      // Held back so the verified panel can be looked at before the app leaves the workspace.
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

    // The server's results replace the browser's, hidden tests included.
    expect(await screen.findByText('Verified: 1/2 tests passed (5 points)')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Test results' });
    expect(within(panel).getByText(VERIFIED_BY_SERVER)).toBeTruthy();
    expect(within(panel).getByTestId('test-summary').textContent).toBe('1/2 passed');
    expect(within(panel).getByText('expected 0, got -1')).toBeTruthy();
    expect(polls).toBe(2);

    session.resolve(jsonResponse({ isLoggedIn: true, user: testUser }));
    expect(await screen.findByText('challenge list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/frontend-challenges');
  });

  it('shows the graded score when the POST answers with the grade at once', async () => {
    const user = userEvent.setup();
    // The browser claims a full score; only the server's grade is shown.
    const { api, router } = renderWorkspace({
      [SUBMIT]: () =>
        jsonResponse(
          graded({
            status: 'solved',
            score: 10,
            tests: [
              { name: 'counts up', passed: true, message: '' },
              { name: 'hidden: stops at zero', passed: true, message: '' },
            ],
          }),
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Solved! +10 points')).toBeTruthy();
    expect(await screen.findByText('challenge list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/frontend-challenges');
    expect(api.bodiesOf(POLL)).toEqual([]);
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
    expect(await screen.findByText('Verified: 0/0 tests passed (0 points)')).toBeTruthy();
    expect(await screen.findByText('The tests took longer than 10 s.')).toBeTruthy();
  });

  it('keeps the spec message when the POST fails, and stays', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localRun.results = [
      { name: 'counts up', passed: true, message: '' },
      { name: 'stops at zero', passed: false, message: 'no' },
    ];
    const { router } = renderWorkspace({
      [SUBMIT]: () => jsonResponse({ message: 'boom' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('1/2 tests passed. Submitting…')).toBeTruthy();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
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
