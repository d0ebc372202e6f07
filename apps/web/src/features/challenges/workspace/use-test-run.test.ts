import type { RunnerSource, TestResult } from '@launchpad/runner';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub.ts';
import { CHECKING_SOLUTION } from './grade-messages.ts';
import { testSubmission } from './test-challenge.ts';
import { RunStopped, useTestRun } from './use-test-run.ts';
import { useWorkspaceStatus } from './use-workspace-status.ts';

// The runner needs real frames; jsdom has none. Each test says what a run answers.
const runner = vi.hoisted(() => ({
  runTests:
    vi.fn<
      (source: unknown, tests: unknown, options: { signal: AbortSignal }) => Promise<TestResult[]>
    >(),
  prepareTestFrame: vi.fn(),
  releaseTestFrame: vi.fn(),
}));
vi.mock('@launchpad/runner', () => runner);

const TESTS = 'GET /api/v1/frontend-challenge/301/tests';
const TEST_SOURCE = 'test("counts up", () => {});';
const source: RunnerSource = { topic: 'javascript', files: { 'script.js': 'let count = 0;' } };
const passed: TestResult = { name: 'counts up', passed: true, message: '' };
const failed: TestResult = { name: 'stops at zero', passed: false, message: 'expected 0, got -1' };

function renderTestRun() {
  const events = { onStart: vi.fn(), onResultsShown: vi.fn() };
  const rendered = renderHook(() => {
    const status = useWorkspaceStatus();
    return { status, ...useTestRun({ challengeId: 301, source, status, ...events }) };
  });
  return { ...events, ...rendered };
}

/** A run that goes on until Stop, then answers what finished (the rest fail as stopped). */
function runUntilStopped(finished: TestResult[]) {
  runner.runTests.mockImplementation(
    (_source, _tests, { signal }) =>
      new Promise((resolve) => signal.addEventListener('abort', () => resolve(finished))),
  );
}

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({ [TESTS]: () => new Response(TEST_SOURCE) });
  runner.runTests.mockReset().mockResolvedValue([passed, failed]);
  runner.prepareTestFrame.mockClear();
  runner.releaseTestFrame.mockClear();
});

describe('useTestRun', () => {
  it("runs the challenge's tests on the learner's code here and shows the results", async () => {
    const { result, onStart, onResultsShown } = renderTestRun();
    act(() => result.current.toggleExpanded());
    await act(() => result.current.runTestsNow());
    expect(runner.runTests).toHaveBeenCalledWith(source, TEST_SOURCE, expect.anything());
    expect(result.current.results).toEqual([passed, failed]);
    // A run here, not the server's grade; the panel opens to show it.
    expect(result.current.verdict).toBeNull();
    expect(result.current.expanded).toBe(true);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onResultsShown).toHaveBeenCalledTimes(1);
    expect(result.current.status.busy).toBeNull();
  });

  it('says the tests are running while they run, and takes no second run meanwhile', async () => {
    let finish: (results: TestResult[]) => void = () => {};
    runner.runTests.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { result } = renderTestRun();
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.runTestsNow();
    });
    expect(result.current.status.text).toBe('Running tests…');
    await waitFor(() => expect(runner.runTests).toHaveBeenCalledTimes(1));
    await act(() => result.current.runTestsNow());
    expect(runner.runTests).toHaveBeenCalledTimes(1);

    await act(async () => {
      finish([passed]);
      await running;
    });
    expect(result.current.status.text).toBe('');
    expect(result.current.results).toEqual([passed]);
  });

  it('loads the tests once for every run', async () => {
    const { result } = renderTestRun();
    await act(() => result.current.runTestsNow());
    await act(() => result.current.runTestsNow());
    expect(runner.runTests).toHaveBeenCalledTimes(2);
    expect(api.bodiesOf(TESTS)).toHaveLength(1);
  });

  it('gives zero results when the tests cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ [TESTS]: () => new Response('down', { status: 503 }) });
    const { result, onResultsShown } = renderTestRun();
    await act(async () => {
      expect(await result.current.run()).toEqual([]);
    });
    expect(result.current.results).toEqual([]);
    expect(runner.runTests).not.toHaveBeenCalled();
    expect(onResultsShown).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Tests could not be loaded:', expect.anything());
  });

  it('ends a run on Stop: what finished is shown, and the workspace is free again', async () => {
    runUntilStopped([passed]);
    const { result } = renderTestRun();
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.runTestsNow();
    });
    await waitFor(() => expect(runner.runTests).toHaveBeenCalledTimes(1));
    await act(async () => {
      result.current.stop();
      await running;
    });
    expect(result.current.results).toEqual([passed]);
    expect(result.current.status.busy).toBeNull();
  });

  it('lets Submit know that Stop ended the run it waited for', async () => {
    runUntilStopped([passed]);
    const { result } = renderTestRun();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run().catch((error: unknown) => error);
    });
    await waitFor(() => expect(runner.runTests).toHaveBeenCalledTimes(1));
    act(() => result.current.stop());
    expect(await outcome).toBeInstanceOf(RunStopped);
  });

  it('waits while the workspace is busy with a submission', async () => {
    const { result } = renderTestRun();
    act(() => result.current.status.setBusy('checking'));
    await act(() => result.current.runTestsNow());
    expect(api.bodiesOf(TESTS)).toEqual([]);
    expect(runner.runTests).not.toHaveBeenCalled();
    expect(result.current.status.text).toBe(CHECKING_SOLUTION);
  });

  it("shows the server's grade in place of the run's results, until they are cleared", () => {
    const { result, onResultsShown } = renderTestRun();
    const graded = testSubmission({ status: 'unsolved', verified: true, tests: [failed] });
    act(() => result.current.toggleExpanded());
    act(() => result.current.showGrade(graded));
    expect(result.current.results).toEqual([failed]);
    expect(result.current.verdict).toBe(graded);
    expect(result.current.expanded).toBe(true);
    expect(onResultsShown).toHaveBeenCalledTimes(1);

    act(() => result.current.clear());
    expect(result.current.results).toBeNull();
    expect(result.current.verdict).toBeNull();
  });

  it('readies a test frame while the workspace is open, so the first run starts at once', () => {
    const { unmount } = renderTestRun();
    expect(runner.prepareTestFrame).toHaveBeenCalledTimes(1);
    unmount();
    expect(runner.releaseTestFrame).toHaveBeenCalledTimes(1);
  });
});
