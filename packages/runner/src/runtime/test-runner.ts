import {
  configure,
  fireEvent,
  getQueriesForElement,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/dom';
import type userEvent from '@testing-library/user-event';
import type { FramePayload, TestResult } from '../types.ts';
import { createSpy, expect } from './expect.ts';
import { formatValue } from './format.ts';

/**
 * The test runner: the names challenge tests use (`test`, `expect`, Testing Library...), the
 * registry `test()` writes to, and the loop that runs the tests one by one, each with a timeout,
 * reporting each result as it lands. Two places run it: the workspace's frame (harness.ts, in the
 * learner's world, for a quick Run Tests) and the grader (grader-world.ts, in a world of its own
 * that learner code cannot reach, for the verdict that counts).
 *
 * Whatever the learner's world must do (React renders with the learner's React, user-event's
 * typing) comes through `LearnerPage`; everything else runs on the built-ins of the world this module was loaded into,
 * captured here before anything else runs.
 */
const DEFAULT_TIMEOUT_MS = 2000;
const NativePromise = Promise;
const setTimer = window.setTimeout.bind(window);
const clearTimer = window.clearTimeout.bind(window);
const NativeError = Error;
const promiseThen = Promise.prototype.then;
const apply = Reflect.apply;

/** What the runner needs done in the learner's world. */
export interface LearnerPage {
  /** Renders a React element (built with the learner's React) into a fresh #root. */
  render(element: unknown): { container: HTMLElement; unmount(): void };
  /** Mounts a fresh copy of the learner's app: undefined when done or no app, else why not. */
  mountApp(): string | undefined;
  /** Unmounts what was rendered last. */
  unmount(): void;
  /**
   * Testing Library's user-event, from the learner's world: it types and clicks as the page's own
   * code would see a person do it (it tracks the values and selections the page's code sets,
   * which it could not do from another world). Acting on the page is all it does; what counts is
   * checked here.
   */
  userEvent: typeof userEvent;
}

interface RegisteredTest {
  name: string;
  fn: () => unknown;
  timeoutMs: number;
  /** Index of the test file it came from. */
  file: number;
}

// Short failure messages: the learner needs the query that failed, not a dump of the page.
configure({
  getElementError: (message) => {
    const error = new Error(message?.split('\n\n')[0] ?? 'Element not found');
    error.name = 'TestingLibraryElementError';
    return error;
  },
  asyncUtilTimeout: 1000,
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Always the current page's queries: the learner's code may replace the body, and the runner
 * loads before any body exists.
 */
type Queries = ReturnType<typeof getQueriesForElement>;
const screen = new Proxy({} as Queries, {
  get: (_target, property) =>
    (getQueriesForElement(document.body) as Record<PropertyKey, unknown>)[property],
});

/**
 * Calls a test and reports how it ended, within `ms`. Written with the captured built-ins and no
 * `await`, so code that replaces Promise methods cannot end a test early as passed.
 */
function settleTest(
  fn: () => unknown,
  ms: number,
  onPass: () => void,
  onFail: (error: unknown) => void,
): void {
  let settled = false;
  const once =
    <A extends unknown[]>(callback: (...args: A) => void) =>
    (...args: A) => {
      if (settled) return;
      settled = true;
      clearTimer(timer);
      callback(...args);
    };
  const pass = once(onPass);
  const fail = once(onFail);
  const timer = setTimer(() => fail(new NativeError(`timed out after ${ms} ms`)), ms);
  try {
    const result = fn();
    if (result instanceof NativePromise) apply(promiseThen, result, [() => pass(), fail]);
    else pass();
  } catch (error) {
    fail(error);
  }
}

export interface TestRunner {
  /** The names test files see, in the order of HARNESS_NAMES. */
  harness: Readonly<Record<string, unknown>>;
  /** Evaluates one test file (index `file`); only then can `test()` add tests. */
  register(file: number, evaluate: () => void): void;
  /** Runs the registered tests once, in order; `post` hears the start, each result and the end. */
  run(post: (message: FramePayload, files: readonly number[]) => void): void;
}

export function createTestRunner(page: LearnerPage): TestRunner {
  const tests: RegisteredTest[] = [];
  let registering: number | undefined;
  let ran = false;

  function test(name: string, fn: () => unknown, timeoutMs = DEFAULT_TIMEOUT_MS) {
    if (registering === undefined) throw new NativeError('Only the challenge tests can add tests.');
    tests[tests.length] = { name: String(name), fn, timeoutMs, file: registering };
  }

  const harness = Object.freeze({
    test,
    it: test,
    expect,
    createSpy,
    screen,
    within,
    fireEvent,
    waitFor,
    waitForElementToBeRemoved,
    userEvent: page.userEvent,
    render: (element: unknown) => page.render(element),
    /** React: mounts a fresh copy of the learner's app again, e.g. after replacing axios.get. */
    mountApp() {
      const error = page.mountApp();
      if (error) throw new NativeError(error);
    },
    sleep,
  });

  function run(post: (message: FramePayload, files: readonly number[]) => void): void {
    if (ran) return;
    ran = true;
    const names: string[] = [];
    const files: number[] = [];
    for (let i = 0; i < tests.length; i += 1) {
      names[i] = tests[i]!.name;
      files[i] = tests[i]!.file;
    }
    post({ type: 'tests-started', names }, files);
    const results: TestResult[] = [];
    const next = (index: number): void => {
      const current = tests[index];
      if (!current) {
        try {
          page.unmount();
        } catch {
          // The learner's app failed to unmount: the results stand.
        } finally {
          post({ type: 'tests-done', results }, files);
        }
        return;
      }
      const record = (passed: boolean, message: string) => {
        results[index] = { name: current.name, passed, message };
        // Each result as it lands, so a run cut short still counts what it finished.
        post({ type: 'test-result', index, result: results[index] }, files);
        // A fresh task for the next test, as `await` gave before: effects of this one settle first.
        setTimer(() => next(index + 1), 0);
      };
      let mountError: string | undefined;
      try {
        mountError = page.mountApp();
      } catch (error) {
        mountError = `Your component could not be shown: ${formatValue(error)}`;
      }
      if (mountError) return record(false, String(mountError));
      settleTest(
        current.fn,
        current.timeoutMs,
        () => record(true, ''),
        (error) =>
          record(false, String(error instanceof NativeError ? error.message : formatValue(error))),
      );
    };
    next(0);
  }

  return {
    harness,
    register(file, evaluate) {
      registering = file;
      try {
        evaluate();
      } catch (error) {
        // Fails closed: a test file that cannot load counts as a failed test, never as none.
        test('The challenge tests load', () => {
          throw error;
        });
      } finally {
        registering = undefined;
      }
    },
    run,
  };
}
