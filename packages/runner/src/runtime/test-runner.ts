import {
  configure,
  fireEvent,
  getQueriesForElement,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/dom';
import type userEvent from '@testing-library/user-event';
import { STOPPED_AT_LOAD, type FramePayload, type TestResult } from '../types.ts';
import { AXE_OPTIONS, describeViolations, type AxeLike } from './accessibility.ts';
import { elementError } from './element-error.ts';
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
  /** The learner code's uncaught errors so far, as text: read once, as the run starts. */
  errorsSoFar(): string[];
  /**
   * Moves the learner's virtual clock by `ms` (a challenge with `clock: 'virtual'`); undefined
   * when the run keeps real time, and `sleep` then waits for real.
   */
  advanceClock(ms: number): PromiseLike<void> | undefined;
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
  /**
   * axe-core in the world the tests run in, loaded before the run when a test file uses
   * `expectAccessible` (accessibility.ts); undefined otherwise.
   */
  axe(): AxeLike | undefined;
}

/** What a test says of itself besides its name: `test(name, { description }, fn)`. */
export interface TestOptions {
  /**
   * What the test checks, in words for the learner, without its inputs or expected values. Every
   * hidden test has one: it is all a learner is told of a hidden test (docs/challenges.md).
   */
  description?: string;
  timeoutMs?: number;
}

/** Where a registered test came from, for whoever reports its results. */
export interface TestOrigin {
  /** Index of the test file it came from. */
  file: number;
  description: string | undefined;
}

interface RegisteredTest extends TestOrigin {
  name: string;
  fn: () => unknown;
  timeoutMs: number;
}

configure({ getElementError: elementError, asyncUtilTimeout: 1000 });

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
    // Both outcomes end in pass or fail; the promise `then` returns has no one to tell.
    if (result instanceof NativePromise) void apply(promiseThen, result, [() => pass(), fail]);
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
  /**
   * Runs the registered tests once, in order; `post` hears the start, each result and the end,
   * with where each test came from (by index).
   */
  run(post: (message: FramePayload, origins: readonly TestOrigin[]) => void): void;
}

function firstLoadError(page: LearnerPage): string | undefined {
  try {
    const [first] = page.errorsSoFar();
    return first === undefined ? undefined : String(first).slice(0, 300);
  } catch {
    return undefined;
  }
}

export function createTestRunner(page: LearnerPage): TestRunner {
  const tests: RegisteredTest[] = [];
  let registering: number | undefined;
  let ran = false;

  /** `test(name, fn, timeoutMs?)` or `test(name, { description, timeoutMs }, fn, timeoutMs?)`. */
  function test(
    name: string,
    second: (() => unknown) | TestOptions,
    third?: (() => unknown) | number,
    fourth?: number,
  ) {
    if (registering === undefined) throw new NativeError('Only the challenge tests can add tests.');
    const options: TestOptions = typeof second === 'function' ? {} : (second ?? {});
    const fn = typeof second === 'function' ? second : third;
    if (typeof fn !== 'function') throw new NativeError(`test('${String(name)}') has no function`);
    const timeout = typeof second === 'function' ? third : (fourth ?? options.timeoutMs);
    const description =
      typeof options.description === 'string' && options.description.trim() !== ''
        ? options.description.trim()
        : undefined;
    tests[tests.length] = {
      name: String(name),
      fn: fn as () => unknown,
      timeoutMs: typeof timeout === 'number' ? timeout : DEFAULT_TIMEOUT_MS,
      file: registering,
      description,
    };
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
    /**
     * Fails with axe-core's findings (WCAG 2.1 A/AA) on the page, or on `target` and what is in
     * it: `await expectAccessible()`.
     */
    async expectAccessible(target?: Element): Promise<void> {
      const axe = page.axe();
      if (!axe) throw new NativeError('The accessibility checker could not be loaded.');
      const { violations } = await axe.run(target ?? document, AXE_OPTIONS);
      const problems = describeViolations(violations);
      if (problems) throw new NativeError(problems);
    },
    /** Waits `ms`: on the virtual clock when the challenge has one, else for real. */
    sleep: (ms: number): Promise<void> => {
      const moved = page.advanceClock(ms);
      return moved === undefined ? realSleep(ms) : NativePromise.resolve(moved);
    },
  });

  function run(post: (message: FramePayload, origins: readonly TestOrigin[]) => void): void {
    if (ran) return;
    ran = true;
    const names: string[] = [];
    const origins: TestOrigin[] = [];
    for (let i = 0; i < tests.length; i += 1) {
      names[i] = tests[i]!.name;
      origins[i] = { file: tests[i]!.file, description: tests[i]!.description };
    }
    post({ type: 'tests-started', names }, origins);
    // An error as the code loaded (a syntax error, a runaway loop at the top level) is why a test
    // finds no `groupBy`: each failure names it first.
    const loadError = firstLoadError(page);
    const results: TestResult[] = [];
    const next = (index: number): void => {
      const current = tests[index];
      if (!current) {
        try {
          page.unmount();
        } catch {
          // The learner's app failed to unmount: the results stand.
        } finally {
          post({ type: 'tests-done', results }, origins);
        }
        return;
      }
      const record = (passed: boolean, message: string) => {
        results[index] = {
          name: current.name,
          passed,
          message:
            !passed && loadError ? `${STOPPED_AT_LOAD}${loadError}. Then: ${message}` : message,
        };
        // Each result as it lands, so a run cut short still counts what it finished.
        post({ type: 'test-result', index, result: results[index] }, origins);
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
