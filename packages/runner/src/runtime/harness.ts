import {
  configure,
  fireEvent,
  getQueriesForElement,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { FramePayload, TestResult } from '../types.ts';
import { createSpy, expect } from './expect.ts';
import { formatValue } from './format.ts';

/**
 * The in-frame test runner. Challenge tests are plain scripts that call `test(name, fn)` with the
 * names defined here; the frame (frame.ts) evaluates them after the learner's code and then runs
 * them one by one, each with a timeout, and posts the results to the host.
 *
 * The learner's code shares this page, so nothing it can reach may decide the results
 * (docs/decisions/0008-server-grading.md): the harness is handed to frame.ts alone (a one-shot
 * `__launchpadArm` it takes before any learner code exists), tests can only be registered while
 * frame.ts evaluates the test files, the results carry the host's per-run secret, and the
 * built-ins the runner relies on are captured here, before the learner's code could replace them.
 */
const DEFAULT_TIMEOUT_MS = 2000;
const hostWindow = window.parent;
const NativePromise = Promise;
const setTimer = window.setTimeout.bind(window);
const clearTimer = window.clearTimeout.bind(window);
const NativeError = Error;
const promiseThen = Promise.prototype.then;
const apply = Reflect.apply;

interface RegisteredTest {
  name: string;
  fn: () => unknown;
  timeoutMs: number;
}

const tests: RegisteredTest[] = [];
/** Set by the frame with the run's secret; the host only believes results that carry it. */
let runSecret = '';
let registering = false;
let ran = false;
// The run's channel arrives with the learner's document, after this script has loaded.
const post = (message: FramePayload) =>
  hostWindow.postMessage(
    { ...message, channel: window.__launchpad.channel, secret: runSecret },
    '*',
  );

// Short failure messages: the learner needs the query that failed, not a dump of the page.
configure({
  getElementError: (message) => {
    const error = new Error(message?.split('\n\n')[0] ?? 'Element not found');
    error.name = 'TestingLibraryElementError';
    return error;
  },
  asyncUtilTimeout: 1000,
});

function test(name: string, fn: () => unknown, timeoutMs = DEFAULT_TIMEOUT_MS) {
  if (!registering) throw new NativeError('Only the challenge tests can add tests.');
  tests[tests.length] = { name: String(name), fn, timeoutMs };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let mounted: { unmount(): void } | undefined;

/** Renders a React element into a fresh container, replacing what a previous render showed. */
function render(element: unknown): { container: HTMLElement; unmount(): void } {
  const { React, ReactDOM } = window;
  if (!React || !ReactDOM) throw new Error('React is not loaded in this challenge');
  mounted?.unmount();
  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  }
  container.replaceChildren();
  const onError = (window as unknown as { __launchpadReactError: (e: unknown) => void })
    .__launchpadReactError;
  const root = ReactDOM.createRoot(container, { onUncaughtError: onError, onCaughtError: onError });
  ReactDOM.flushSync(() => root.render(element as React.ReactNode));
  mounted = { unmount: () => ReactDOM.flushSync(() => root.unmount()) };
  return { container, unmount: mounted.unmount };
}

/** React challenges: a fresh copy of the learner's app before every test, so tests don't leak. */
function mountLearnerApp(): string | undefined {
  const app = window.__launchpadApp;
  if (!app) return undefined;
  let Component: unknown;
  try {
    Component = app.getComponent();
  } catch (error) {
    return `Your component could not be found: ${formatValue(error)}`;
  }
  if (typeof Component !== 'function') {
    return 'Your component could not be found: define the component the instructions name.';
  }
  render(window.React!.createElement(Component as React.FC));
  return undefined;
}

/**
 * Calls a test and reports how it ended, within `ms`. Written with the captured built-ins and no
 * `await`, so learner code that replaces Promise methods cannot end a test early as passed.
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

/** Runs the registered tests once, in order, and posts one result per test. */
function runTests(): void {
  if (ran) return;
  ran = true;
  const names: string[] = [];
  for (let i = 0; i < tests.length; i += 1) names[i] = tests[i]!.name;
  post({ type: 'tests-started', names });
  const results: TestResult[] = [];
  const next = (index: number): void => {
    const current = tests[index];
    if (!current) {
      try {
        mounted?.unmount();
      } finally {
        post({ type: 'tests-done', results });
      }
      return;
    }
    const record = (passed: boolean, message: string) => {
      results[index] = { name: current.name, passed, message };
      // Each result as it lands, so a run cut short still counts what it finished.
      post({ type: 'test-result', index, result: results[index] });
      // A fresh task for the next test, as `await` gave before: effects of this one settle first.
      setTimer(() => next(index + 1), 0);
    };
    let mountError: string | undefined;
    try {
      mountError = mountLearnerApp();
    } catch (error) {
      mountError = `Your component could not be shown: ${formatValue(error)}`;
    }
    if (mountError) return record(false, mountError);
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

/**
 * Always the current page's queries: the learner's code may replace the body, and the harness
 * loads before any body exists.
 */
type Queries = ReturnType<typeof getQueriesForElement>;
const screen = new Proxy({} as Queries, {
  get: (_target, property) =>
    (getQueriesForElement(document.body) as Record<PropertyKey, unknown>)[property],
});

/**
 * user-event waits a timer tick between the steps of every action by default, and nested timers
 * are clamped to 4 ms: a dozen clicks cost ~0.4 s of waiting. Tests get no delay unless they ask.
 */
const fastUserEvent: typeof userEvent = {
  ...userEvent,
  setup: (options) => userEvent.setup({ delay: null, ...options }),
};

/**
 * What challenge tests can use. The tests run in a block that takes these as local names, so a
 * learner's global of the same name (a function called `test`, say) cannot break them.
 */
const harness = {
  test,
  it: test,
  expect,
  createSpy,
  screen,
  within,
  fireEvent,
  waitFor,
  waitForElementToBeRemoved,
  userEvent: fastUserEvent,
  render,
  /** React: mounts a fresh copy of the learner's app again, e.g. after replacing axios.get. */
  mountApp() {
    const error = mountLearnerApp();
    if (error) throw new Error(error);
  },
  sleep,
};

/** What frame.ts gets, once: the harness for the test files, and the run's controls. */
export interface HarnessControl {
  harness: typeof harness;
  /** Evaluates one test file with the harness's names in scope; only then can it add tests. */
  register(evaluate: () => void): void;
  run(): void;
}

Object.freeze(harness);
Object.defineProperty(window, '__launchpadArm', {
  configurable: true,
  value(secret: string): HarnessControl {
    delete (window as { __launchpadArm?: unknown }).__launchpadArm;
    runSecret = secret;
    return {
      harness,
      register(evaluate) {
        registering = true;
        try {
          evaluate();
        } finally {
          registering = false;
        }
      },
      run: runTests,
    };
  },
});
