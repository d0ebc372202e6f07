import {
  languageOf,
  messages,
  type ChallengeDetail,
  type PreviousData,
  type Submission,
} from '@launchpad/contract';
import {
  HUNG_MESSAGE,
  prepareTestFrame,
  releaseTestFrame,
  runTests,
  scoreResults,
  type RunnerSource,
  type TestResult,
} from '@launchpad/runner';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { tabMove, Tabs } from '../../../components/ui/tabs.tsx';
import { sessionQueryKey } from '../../../lib/session.ts';
import { useLatest } from '../../../lib/use-latest.ts';
import { useSiteDark } from '../../../lib/use-site-dark.ts';
import { showToast, toast } from '../../../lib/toast.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { fetchTests } from '../api/challenge-tests.ts';
import { challengeDetailQuery } from '../api/challenge-detail.ts';
import { challengeListQuery } from '../api/list-challenges.ts';
import { submissionHistoryQuery } from '../api/list-submissions.ts';
import { submitChallenge } from '../api/submit-challenge.ts';
import { decodeBase64, encodeBase64 } from '../base64.ts';
import { awaitGrade } from './await-grade.ts';
import { ChallengeNav } from './challenge-nav.tsx';
import { CodeEditor, type CodeEditorHandle } from './code-editor.tsx';
import { ConsolePanel } from './console-panel.tsx';
import { clearDraft, loadDraft, saveDraft } from './drafts.ts';
import { appearanceExtensions } from './editor-appearance.ts';
import { EditorSettings } from './editor-settings.tsx';
import { CHECKING_SOLUTION, STILL_CHECKING, verdictTitle } from './grade-messages.ts';
import { HistoryPanel } from './history-panel.tsx';
import { InstructionsPanel } from './instructions-panel.tsx';
import { DESKTOP_ONLY_MESSAGE, EditorKeys, PhoneLayout, type PhonePanel } from './phone-layout.tsx';
import { ResultPanel } from './result-panel.tsx';
import { starterFiles, startingFiles } from './starting-files.ts';
import { TestResultsPanel } from './test-results-panel.tsx';
import { runtimeBase } from './runtime-base.ts';
import { useConsoleLog } from './use-console-log.ts';
import { useEditorPreferences } from './use-editor-preferences.ts';
import { usePreview } from './use-preview.ts';

/**
 * Panel sizes: the spec's 22/50/30 % add up to 102 %, so they are scaled to 100 %
 * (docs/decisions/0003-workspace-panel-sizes.md); the minimums stay 15/30/20 %.
 */
export const PANEL_SIZES = {
  instructions: { default: (22 / 102) * 100, min: 15 },
  editor: { default: (50 / 102) * 100, min: 30 },
  preview: { default: (30 / 102) * 100, min: 20 },
} as const;

/** The side-by-side diff with our solution, loaded on demand with the merge view. */
const CompareView = lazy(() => import('./compare-view.tsx'));

const DRAFT_DEBOUNCE_MS = 400;
const isScript = (path: string) => /\.(js|jsx)$/.test(path);

/**
 * What the workspace is busy with: running the tests here, submitting (the local run before the
 * POST), checking (the POST sent, the server grading), finishing (graded, reloading the user).
 */
type Busy = 'running' | 'submitting' | 'checking' | 'finishing';

const STATUS_TEXT: Record<Busy, string> = {
  running: 'Running tests…',
  submitting: 'Submitting…',
  checking: CHECKING_SOLUTION,
  finishing: '',
};

/** A test run ended by Stop: its results are shown, but nothing more happens with them. */
class RunStopped extends Error {}

/**
 * The toast of a graded submission, in place of the submission's earlier toast (`id`): one
 * message per submission. Its title comes from the server's grade alone: the browser's own run
 * never decides what is shown as the verdict or the points.
 */
function announceVerdict(submission: Submission, id: string): void {
  const title = verdictTitle(submission);
  const solved = submission.status === 'solved';
  if (submission.failure) {
    showToast(title, submission.failure, solved ? 'success' : 'destructive', { id });
  } else if (solved) toast.success(title, { id });
  else toast.error(title, { id });
}

/** One toast per submission: each of its messages replaces the one before. */
let submissions = 0;
const nextSubmissionToastId = () => `submission-${(submissions += 1)}`;

interface WorkspaceProps {
  challenge: ChallengeDetail;
  userName: string;
}

export function Workspace({ challenge, userName }: WorkspaceProps) {
  const queryClient = useQueryClient();
  const openPaths = challenge.config.open_paths;

  const [files, setFiles] = useState(() =>
    startingFiles(challenge, loadDraft(userName, challenge.id)?.files ?? null),
  );
  const [generation, setGeneration] = useState(0);
  const [activePath, setActivePath] = useState(challenge.config.active_path);
  const [consoleOpen, setConsoleOpen] = useState(false);
  const consoleLog = useConsoleLog();
  const [results, setResults] = useState<TestResult[] | null>(null);
  const [resultsExpanded, setResultsExpanded] = useState(true);
  /** The server's grade the results panel shows; null while it shows a run in this browser. */
  const [verdict, setVerdict] = useState<Submission | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  /** What the status line says when nothing is busy: that a run was stopped. */
  const [notice, setNotice] = useState('');
  const [hints, setHints] = useState(challenge.hints);
  /** The grade of the latest submission made here, solved or not: the result panel shows it. */
  const [lastGrade, setLastGrade] = useState<Submission | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const [phonePanel, setPhonePanel] = useState<PhonePanel>('instructions');
  const [comparing, setComparing] = useState(false);
  /** What opened the comparison: focus goes back to it when the comparison closes. */
  const compareOpener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (comparing) return;
    compareOpener.current?.focus();
    compareOpener.current = null;
  }, [comparing]);
  const historyKey = submissionHistoryQuery(challenge.id).queryKey;
  const [previewHost, setPreviewHost] = useState<HTMLDivElement | null>(null);
  const editor = useRef<CodeEditorHandle>(null);
  const editorPreferences = useEditorPreferences();
  const siteDark = useSiteDark();
  const comparisonAppearance = useMemo(
    () => appearanceExtensions(editorPreferences.preferences, siteDark),
    [editorPreferences.preferences, siteDark],
  );
  const tests = useRef<string | null>(null);

  const source = useMemo<RunnerSource>(
    () => ({
      topic: challenge.topic,
      files,
      tempJsx: challenge.temp_jsx ?? undefined,
      componentName: challenge.config.componentName,
      clock: challenge.config.clock,
    }),
    [challenge, files],
  );

  // The console shows the preview's output, once per line: each new render of the code starts it
  // over, and test runs (which run the same code again, hidden) add nothing to it.
  const preview = usePreview(previewHost, source, {
    onConsole: consoleLog.append,
    onRender: () => {
      consoleLog.clear();
      setNotice('');
    },
    onStop: (reason) => {
      setNotice('Stopped');
      if (reason === 'hung') {
        consoleLog.append({ level: 'error', text: `Stopped: ${HUNG_MESSAGE}` });
        setConsoleOpen(true);
      }
    },
  });
  /** Ends the test run in progress (Stop). */
  const testRun = useRef<AbortController | null>(null);

  // A test frame loads its runtime now, so the first Run Tests starts at once.
  useEffect(() => {
    prepareTestFrame(document.body, runtimeBase());
    return releaseTestFrame;
  }, []);

  // Waiting for a grade stops when the workspace is left; the grade still lands in the history.
  const grading = useRef<AbortController | null>(null);
  useEffect(() => () => grading.current?.abort(), []);

  // Autosave: every change reaches this browser's storage shortly after typing stops, and at once
  // when the learner leaves the workspace within that pause (Previous, Next, Back to challenges).
  const filesRef = useLatest(files);
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(() => {
    const save = () => {
      pendingSave.current = null;
      saveDraft(userName, challenge.id, files);
    };
    pendingSave.current = save;
    const timer = setTimeout(save, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [files, userName, challenge.id]);
  useEffect(() => () => pendingSave.current?.(), []);

  const saveNow = useCallback(() => {
    if (saveDraft(userName, challenge.id, filesRef.current)) toast.success('Draft saved');
    else toast.error('Your browser refused to save the draft.');
  }, [userName, challenge.id, filesRef]);

  const run = useCallback(async (): Promise<TestResult[]> => {
    if (isScript(activePath)) setConsoleOpen(true);
    let testSource = tests.current;
    if (testSource === null) {
      try {
        testSource = await fetchTests(challenge.id);
        tests.current = testSource;
      } catch (error) {
        // Product rules §8: a test loading failure is logged and gives zero results.
        console.error('Tests could not be loaded:', error);
        setResults([]);
        setVerdict(null);
        return [];
      }
    }
    const controller = new AbortController();
    testRun.current = controller;
    const outcome = await runTests(source, testSource, {
      signal: controller.signal,
      runtimeBase: runtimeBase(),
    });
    testRun.current = null;
    setResults(outcome);
    setVerdict(null);
    setResultsExpanded(true);
    setPhonePanel('tests');
    if (controller.signal.aborted) throw new RunStopped();
    return outcome;
  }, [activePath, challenge.id, source]);

  const stop = () => {
    if (testRun.current) testRun.current.abort();
    preview.stop();
    setNotice('Stopped');
  };

  const runTestsNow = useCallback(async () => {
    if (busy) return;
    setBusy('running');
    setNotice('');
    try {
      await run();
    } catch (error) {
      if (!(error instanceof RunStopped)) throw error;
    } finally {
      setBusy(null);
    }
  }, [busy, run]);

  const submit = async () => {
    if (busy) return;
    setBusy('submitting');
    const toastId = nextSubmissionToastId();
    const controller = new AbortController();
    grading.current?.abort();
    grading.current = controller;

    setNotice('');
    let submission: Submission;
    let previousData: PreviousData = {};
    try {
      // The local run only says what to expect: the server grades the code with its own tests.
      const outcome = scoreResults(challenge.score, await run());
      toast.success(
        outcome.status === 'solved'
          ? 'All tests passed! Submitting your solution…'
          : `${outcome.passed}/${outcome.total} tests passed. Submitting…`,
        { id: toastId },
      );
      previousData = Object.fromEntries(
        Object.entries(filesRef.current).flatMap(([path, text]) => {
          const language = languageOf(path);
          return language ? [[language, encodeBase64(text)]] : [];
        }),
      );
      const answer = submitChallenge({
        questionId: challenge.id,
        status: outcome.status,
        score: outcome.score,
        previous_data: previousData,
      });
      setBusy('checking');
      submission = await answer;
      void queryClient.invalidateQueries({ queryKey: historyKey });
    } catch (error) {
      setBusy(null);
      // Stopped before anything was sent: nothing is submitted.
      if (error instanceof RunStopped) return;
      console.error('Submit failed:', error);
      toast.error(messages.somethingWentWrong, { id: toastId });
      return;
    }

    // The code is saved. 201: graded already; 202: pending, asked for again every second.
    const wait = await awaitGrade(submission, { signal: controller.signal });
    if (wait.kind === 'aborted') return;
    if (wait.kind === 'still-pending') {
      toast(STILL_CHECKING, { id: toastId });
      setBusy(null);
      return;
    }

    const graded = wait.submission;
    setResults(graded.tests);
    setVerdict(graded);
    setResultsExpanded(true);
    setPhonePanel('tests');
    setBusy('finishing');
    announceVerdict(graded, toastId);
    try {
      pendingSave.current = null;
      clearDraft(userName, challenge.id);
      // The submitted code is now where this challenge starts (the server saved it too).
      queryClient.setQueryData(challengeDetailQuery(challenge.id).queryKey, (cached) =>
        cached ? { ...cached, previous_data: previousData } : cached,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: challengeListQuery.queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: historyKey }),
      ]);
      if (controller.signal.aborted) return;
      // Solved or not, the learner stays with the verdict (docs/decisions/0021): the result
      // panel says it, and the test results list the failed tests first.
      setLastGrade(graded);
    } finally {
      setBusy(null);
    }
  };

  const restore = (code: PreviousData) => {
    const current = filesRef.current;
    const restored = { ...current };
    for (const path of openPaths) {
      const language = languageOf(path);
      const saved = language && code[language];
      if (saved !== undefined) restored[path] = decodeBase64(saved);
    }
    const differs = openPaths.some((path) => restored[path] !== current[path]);
    if (
      differs &&
      !window.confirm(
        "Replace your code with this submission's code? Your current code will be lost.",
      )
    )
      return;
    // The autosave keeps it as this browser's draft, as it does for typing.
    setFiles(restored);
    setGeneration((g) => g + 1);
    setComparing(false);
    toast.success('Code restored');
  };

  const reset = () => {
    if (!window.confirm('Reset to the starter code? Your changes in every file will be lost.'))
      return;
    setFiles(starterFiles(challenge));
    setGeneration((g) => g + 1);
    setResults(null);
    setVerdict(null);
    clearDraft(userName, challenge.id);
  };

  // Shortcuts for the whole workspace, caught before the editor's own key bindings.
  const shortcuts = useLatest({ runTestsNow, saveNow });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
        void shortcuts.current.runTestsNow();
      } else if (event.key.toLowerCase() === 's') {
        event.preventDefault();
        event.stopPropagation();
        shortcuts.current.saveNow();
      }
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [shortcuts]);

  const onTabKeyDown = (event: React.KeyboardEvent, index: number) => {
    const move = tabMove(event.key, index, openPaths.length);
    if (move === undefined) return;
    event.preventDefault();
    const next = openPaths[move]!;
    setActivePath(next);
    document.getElementById(`editor-tab-${next}`)?.focus();
  };

  const stopButton = (
    <button
      type="button"
      className={buttonStyles.ghost}
      onClick={stop}
      // While tests run or the preview's code is live: ends it at once.
      disabled={!(busy === 'running' || busy === 'submitting' || preview.running)}
      title="Stop the running code and tests"
    >
      Stop
    </button>
  );
  const resetButton = (
    <button type="button" className={buttonStyles.ghost} onClick={reset} disabled={busy !== null}>
      Reset Code
    </button>
  );
  const runButton = (
    <button
      type="button"
      className={`${buttonStyles.secondary} ${phone ? 'flex-1' : ''}`}
      onClick={() => void runTestsNow()}
      disabled={busy !== null}
      title="Run Tests (Ctrl/Cmd + Enter)"
    >
      Run Tests
    </button>
  );
  const submitButton = (
    <button
      type="button"
      className={`${buttonStyles.primary} ${phone ? 'flex-1' : ''}`}
      onClick={() => void submit()}
      disabled={busy !== null}
    >
      Submit
    </button>
  );
  const settings = (
    <EditorSettings
      preferences={editorPreferences.preferences}
      onChange={editorPreferences.change}
      onFormat={async () => editor.current?.format()}
    />
  );

  const instructions = (
    <Tabs
      label="Challenge"
      mountOnFirstSelect
      className="flex h-full flex-col bg-white"
      listClassName="m-2"
      panelClassName="min-h-0 flex-1 overflow-auto"
      tabs={[
        {
          label: 'Instructions',
          panel: (
            <InstructionsPanel
              challenge={{ ...challenge, hints }}
              onHintsRevealed={(revealed) => {
                setHints(revealed);
                // The cached detail keeps them for the next visit in this session.
                queryClient.setQueryData(challengeDetailQuery(challenge.id).queryKey, (cached) =>
                  cached ? { ...cached, hints: revealed } : cached,
                );
                void queryClient.invalidateQueries({ queryKey: historyKey });
              }}
            />
          ),
        },
        {
          label: 'History',
          panel: <HistoryPanel challengeId={challenge.id} onRestore={restore} />,
        },
      ]}
    />
  );
  const codeEditor = (
    <CodeEditor
      path={activePath}
      files={files}
      generation={generation}
      onChange={(path, text) => setFiles((current) => ({ ...current, [path]: text }))}
      preferences={editorPreferences.preferences}
      siteDark={siteDark}
      ref={editor}
    />
  );
  const testResults = (fill: boolean) =>
    results && (
      <TestResultsPanel
        results={results}
        expanded={resultsExpanded}
        onToggle={() => setResultsExpanded((open) => !open)}
        verified={verdict && { failure: verdict.failure }}
        fill={fill}
      />
    );
  const previewPane = (
    <section aria-label="Preview" className="flex h-full flex-col bg-white">
      <div className="flex items-center border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <h2 className="font-semibold text-slate-800">Preview</h2>
        {!consoleOpen && (
          <button
            type="button"
            onClick={() => setConsoleOpen(true)}
            className="ml-auto rounded px-2 py-0.5 text-slate-700 hover:bg-slate-200"
          >
            Open console
          </button>
        )}
      </div>
      <div ref={setPreviewHost} className="min-h-0 flex-1" />
      {consoleOpen && (
        <ConsolePanel
          entries={consoleLog.log.entries}
          hidden={consoleLog.log.hidden}
          onClear={consoleLog.clear}
          onClose={() => setConsoleOpen(false)}
        />
      )}
    </section>
  );
  const status = (
    <span className="text-xs text-slate-600" aria-live="polite" data-testid="workspace-status">
      {busy ? STATUS_TEXT[busy] : notice}
    </span>
  );
  const resultPanel = (
    <ResultPanel
      challenge={challenge}
      graded={lastGrade}
      onCompare={() => {
        compareOpener.current = document.activeElement as HTMLElement | null;
        setComparing(true);
      }}
      onShowTests={phone ? () => setPhonePanel('tests') : undefined}
    />
  );
  const comparison = comparing && (
    <Suspense fallback={<p className="p-4 text-sm text-slate-700">Loading the comparison…</p>}>
      <CompareView
        challengeId={challenge.id}
        paths={openPaths}
        files={files}
        starter={starterFiles(challenge)}
        onClose={() => setComparing(false)}
        appearance={comparisonAppearance}
      />
    </Suspense>
  );

  if (phone) {
    return (
      <div className="flex h-[calc(100dvh-4rem)] min-h-[480px] flex-col bg-slate-100">
        <ChallengeNav challenge={challenge} />
        <p
          role="note"
          className="border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-xs text-amber-950"
        >
          {DESKTOP_ONLY_MESSAGE}
        </p>
        <div className="flex items-center gap-2 border-b border-slate-300 bg-white px-3 py-1.5">
          <div className="min-w-0">
            <h1 className="truncate text-base font-bold text-slate-900">{challenge.name}</h1>
            {status}
          </div>
          <div className="ml-auto flex shrink-0 gap-1">
            {settings}
            {resetButton}
          </div>
        </div>
        {resultPanel}
        {comparison}
        <div hidden={comparing} className="flex min-h-0 flex-1 flex-col">
          <PhoneLayout
            paths={openPaths}
            activePath={activePath}
            panel={phonePanel}
            onPanel={setPhonePanel}
            onFile={setActivePath}
            failedTests={results && results.filter((result) => !result.passed).length}
            instructions={instructions}
            editor={codeEditor}
            editorKeys={
              <EditorKeys
                onInsert={(text) => editor.current?.insert(text)}
                onIndent={() => editor.current?.indent()}
              />
            }
            preview={previewPane}
            tests={
              testResults(true) ?? (
                <p className="p-4 text-sm text-slate-700">
                  Run the tests to see which pass. Submit sends your code to be checked.
                </p>
              )
            }
            actions={
              <>
                {stopButton}
                {runButton}
                {submitButton}
              </>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[560px] flex-col bg-slate-100">
      <ChallengeNav challenge={challenge} />
      <div className="flex items-center gap-3 border-b border-slate-300 bg-white px-4 py-2">
        <h1 className="truncate text-lg font-bold text-slate-900">{challenge.name}</h1>
        {status}
        <div className="ml-auto flex gap-2">
          {settings}
          {stopButton}
          {resetButton}
          {runButton}
          {submitButton}
        </div>
      </div>

      {resultPanel}
      {comparison}
      {/* Hidden, not unmounted, while comparing: the editors and the preview keep their state. */}
      <div hidden={comparing} className="flex min-h-0 flex-1">
        <Group orientation="horizontal" className="min-h-0 flex-1">
          <Panel
            id="instructions"
            defaultSize={`${PANEL_SIZES.instructions.default}`}
            minSize={`${PANEL_SIZES.instructions.min}`}
          >
            {instructions}
          </Panel>
          <Separator className="w-1.5 bg-slate-300 hover:bg-indigo-400 focus-visible:bg-indigo-500" />
          <Panel
            id="editor"
            defaultSize={`${PANEL_SIZES.editor.default}`}
            minSize={`${PANEL_SIZES.editor.min}`}
          >
            <section aria-label="Code" className="flex h-full flex-col bg-white">
              <div
                role="tablist"
                aria-label="Files"
                className="flex border-b border-slate-200 bg-slate-50"
              >
                {openPaths.map((path, index) => (
                  <button
                    key={path}
                    id={`editor-tab-${path}`}
                    type="button"
                    role="tab"
                    aria-selected={path === activePath}
                    aria-controls="editor-panel"
                    tabIndex={path === activePath ? 0 : -1}
                    onClick={() => setActivePath(path)}
                    onKeyDown={(event) => onTabKeyDown(event, index)}
                    className={`border-r border-slate-200 px-4 py-2 font-mono text-sm ${
                      path === activePath
                        ? 'bg-white font-semibold text-indigo-800'
                        : 'text-slate-700 hover:bg-white'
                    }`}
                  >
                    {path}
                  </button>
                ))}
              </div>
              <div
                id="editor-panel"
                role="tabpanel"
                aria-labelledby={`editor-tab-${activePath}`}
                className="min-h-0 flex-1"
              >
                {codeEditor}
              </div>
              {testResults(false)}
            </section>
          </Panel>
          <Separator className="w-1.5 bg-slate-300 hover:bg-indigo-400 focus-visible:bg-indigo-500" />
          <Panel
            id="preview"
            defaultSize={`${PANEL_SIZES.preview.default}`}
            minSize={`${PANEL_SIZES.preview.min}`}
          >
            {previewPane}
          </Panel>
        </Group>
      </div>
    </div>
  );
}
