import type { Submission } from '@launchpad/contract';
import {
  prepareTestFrame,
  releaseTestFrame,
  runTests,
  type RunnerSource,
  type TestResult,
} from '@launchpad/runner';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../lib/use-latest.ts';
import { fetchTests } from '../api/challenge-tests.ts';
import { hasTypeScript, typeCheck } from '../api/type-check.ts';
import { runtimeBase } from './runtime-base.ts';
import type { WorkspaceStatus } from './use-workspace-status.ts';

/** A test run ended by Stop: its results are shown, but nothing more happens with them. */
export class RunStopped extends Error {}

interface TestRunOptions {
  challengeId: number;
  /** The learner's code as the tests run it. */
  source: RunnerSource;
  status: WorkspaceStatus;
  /** A run starts. */
  onStart: () => void;
  /** Results were shown: a run's, or the server's grade. */
  onResultsShown: () => void;
}

/**
 * The challenge's visible tests, run in this browser on the learner's code, and the results panel:
 * a run's results, or the server's grade of a submission in their place.
 */
export function useTestRun({ challengeId, source, status, ...events }: TestRunOptions) {
  const [results, setResults] = useState<TestResult[] | null>(null);
  const [expanded, setExpanded] = useState(true);
  /** The server's grade the results panel shows; null while it shows a run in this browser. */
  const [verdict, setVerdict] = useState<Submission | null>(null);
  const tests = useRef<string | null>(null);
  /** Ends the test run in progress (Stop). */
  const testRun = useRef<AbortController | null>(null);
  const latestEvents = useLatest(events);
  const { busy, setBusy, setStopped } = status;

  // A test frame loads its runtime now, so the first Run Tests starts at once.
  useEffect(() => {
    prepareTestFrame(document.body, runtimeBase());
    return releaseTestFrame;
  }, []);

  const show = useCallback(
    (shown: TestResult[], grade: Submission | null) => {
      setResults(shown);
      setVerdict(grade);
      setExpanded(true);
      latestEvents.current.onResultsShown();
    },
    [latestEvents],
  );

  /** Runs the tests and shows their results; throws RunStopped when Stop ended the run. */
  const run = useCallback(async (): Promise<TestResult[]> => {
    latestEvents.current.onStart();
    let testSource = tests.current;
    if (testSource === null) {
      try {
        testSource = await fetchTests(challengeId);
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
    // TypeScript: the server's compiler checks the types while this browser runs the tests.
    const [typeResults, testResults] = await Promise.all([
      hasTypeScript(source.files) ? typeCheck(challengeId, source.files) : [],
      runTests(source, testSource, { signal: controller.signal, runtimeBase: runtimeBase() }),
    ]);
    const outcome = [...typeResults, ...testResults];
    testRun.current = null;
    show(outcome, null);
    if (controller.signal.aborted) throw new RunStopped();
    return outcome;
  }, [challengeId, source, latestEvents, show]);

  /** Run Tests: a run of its own, unless the workspace is busy with one or with a submission. */
  const runTestsNow = useCallback(async () => {
    if (busy) return;
    setBusy('running');
    setStopped(false);
    try {
      await run();
    } catch (error) {
      if (!(error instanceof RunStopped)) throw error;
    } finally {
      setBusy(null);
    }
  }, [busy, setBusy, setStopped, run]);

  const stop = useCallback(() => testRun.current?.abort(), []);
  const showGrade = useCallback((graded: Submission) => show(graded.tests, graded), [show]);
  const clear = useCallback(() => {
    setResults(null);
    setVerdict(null);
  }, []);
  const toggleExpanded = useCallback(() => setExpanded((open) => !open), []);

  return {
    results,
    verdict,
    expanded,
    toggleExpanded,
    run,
    runTestsNow,
    stop,
    showGrade,
    clear,
  };
}
