import type { ChallengeDetail, EditorPreferences } from '@launchpad/contract';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredResponse, stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { ChallengeWorkspacePage } from '../challenge-workspace-page.tsx';
import { domCounterChallenge } from './test-challenge.ts';
import { EDITOR_HELP } from './editor-settings.tsx';
import { PREFERENCES_NOT_SAVED } from './use-editor-preferences.ts';

// The runner needs real frames; jsdom has none. The editor is the real CodeMirror.
vi.mock('@launchpad/runner', () => ({
  scoreResults: () => ({ status: 'unsolved', score: 0, passed: 0, total: 0 }),
  prepareTestFrame: () => {},
  releaseTestFrame: () => {},
  runTests: async () => [],
  createPreview: () => ({ render: () => {}, dispose: () => {} }),
}));
vi.mock('react-resizable-panels', () => ({
  Group: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Panel: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Separator: () => <hr />,
}));
// CodeMirror measures text ranges to draw the cursor and selection; jsdom lays nothing out.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const challenge: ChallengeDetail = domCounterChallenge('let count=0');

const PREFERENCES = '/api/account/editor-preferences';
const saved: EditorPreferences = { fontSize: 16, tabSize: 4, lineWrap: false, theme: 'light' };

function renderWorkspace(save: (body: unknown) => Response = (body) => jsonResponse(body)) {
  const api = stubApi({
    'GET /api/v1/frontend-challenge': () => jsonResponse([]),
    'GET /api/v1/frontend-challenge/301': () => jsonResponse(challenge),
    [`GET ${PREFERENCES}`]: () => jsonResponse(saved),
    [`PUT ${PREFERENCES}`]: save,
  });
  renderRoutes(
    [{ path: '/frontend-challenges/:category/:slug/:id', Component: ChallengeWorkspacePage }],
    { initialEntry: '/frontend-challenges/javascript/dom-counter/301', session: testUser },
  );
  return api;
}

const editorView = async () => {
  const content = await screen.findByRole('textbox', { name: 'Code editor: script.js' });
  return EditorView.findFromDOM(content.closest<HTMLElement>('.cm-editor')!)!;
};
const gear = () => screen.getByRole('button', { name: 'Editor settings' });

beforeEach(() => {
  localStorage.clear();
});

describe('editor settings', () => {
  it("applies the account's settings to the editor", async () => {
    renderWorkspace();
    const view = await editorView();
    await waitFor(() => expect(view.dom.style.fontSize).toBe('16px'));
    expect(view.state.tabSize).toBe(4);
    expect(view.contentDOM.classList.contains('cm-lineWrapping')).toBe(false);
  });

  it('opens from the gear, applies a change at once and saves it on the account', async () => {
    const user = userEvent.setup();
    const api = renderWorkspace();
    const view = await editorView();
    await waitFor(() => expect(view.dom.style.fontSize).toBe('16px'));

    expect(gear().getAttribute('aria-expanded')).toBe('false');
    await user.click(gear());
    expect(gear().getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('dialog', { name: 'Editor settings' });
    expect(panel.textContent).toContain(EDITOR_HELP);
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), '18');
    expect(view.dom.style.fontSize).toBe('18px');
    await user.click(screen.getByRole('checkbox', { name: 'Wrap long lines' }));
    expect(view.contentDOM.classList.contains('cm-lineWrapping')).toBe(true);
    await user.click(screen.getByRole('radio', { name: '2 spaces' }));
    expect(view.state.tabSize).toBe(2);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(view.state.facet(EditorView.darkTheme)).toBe(true);

    await waitFor(() =>
      expect(api.bodiesOf(`PUT ${PREFERENCES}`)).toEqual([
        { ...saved, fontSize: 18 },
        { ...saved, fontSize: 18, lineWrap: true },
        { ...saved, fontSize: 18, lineWrap: true, tabSize: 2 },
        { fontSize: 18, lineWrap: true, tabSize: 2, theme: 'dark' },
      ]),
    );
  });

  it("keeps a change made before the account's settings arrived", async () => {
    const user = userEvent.setup();
    const answer = deferredResponse();
    stubApi({
      'GET /api/v1/frontend-challenge': () => jsonResponse([]),
      'GET /api/v1/frontend-challenge/301': () => jsonResponse(challenge),
      [`GET ${PREFERENCES}`]: () => answer.promise,
      [`PUT ${PREFERENCES}`]: (body) => jsonResponse(body),
    });
    renderRoutes(
      [{ path: '/frontend-challenges/:category/:slug/:id', Component: ChallengeWorkspacePage }],
      { initialEntry: '/frontend-challenges/javascript/dom-counter/301', session: testUser },
    );
    const view = await editorView();
    await user.click(gear());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), '20');
    answer.resolve(jsonResponse(saved));
    await user.click(screen.getByRole('checkbox', { name: 'Wrap long lines' }));
    expect(view.dom.style.fontSize).toBe('20px');
    expect(view.contentDOM.classList.contains('cm-lineWrapping')).toBe(true);
  });

  it('shows a change in the same moment it is made', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    const view = await editorView();
    await waitFor(() => expect(view.dom.style.fontSize).toBe('16px'));
    await user.click(gear());
    // No waiting: a controlled input that lags its click reads unchanged to the learner's click.
    const wrap = screen.getByRole('checkbox', { name: 'Wrap long lines' });
    fireEvent.click(wrap);
    expect(wrap).toBeChecked();
    const fontSize = screen.getByRole('combobox', { name: 'Font size' });
    fireEvent.change(fontSize, { target: { value: '22' } });
    expect(fontSize).toHaveValue('22');
  });

  it('closes on Escape and gives focus back to the gear', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    await editorView();
    await user.click(gear());
    await user.click(screen.getByRole('radio', { name: 'Match site' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Editor settings' })).toBeNull();
    expect(gear()).toHaveFocus();
    expect(gear().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a change that could not be saved, and says so', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWorkspace(() => jsonResponse({ message: 'down' }, 503));
    const view = await editorView();
    await waitFor(() => expect(view.dom.style.fontSize).toBe('16px'));
    await user.click(gear());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), '20');
    expect(await screen.findByText(PREFERENCES_NOT_SAVED)).toBeTruthy();
    expect(view.dom.style.fontSize).toBe('20px');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('20');
    expect(logged).toHaveBeenCalled();
  });

  it('Format code formats the file shown', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    const view = await editorView();
    await user.click(gear());
    await user.click(screen.getByRole('button', { name: 'Format code' }));
    await waitFor(() => expect(view.state.doc.toString()).toBe('let count = 0;\n'));
  });
});
