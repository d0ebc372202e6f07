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
 * globals defined here; after they load, `__launchpadRunTests()` runs them one by one, each with
 * a timeout, and posts the results to the host on the run's channel.
 */
const DEFAULT_TIMEOUT_MS = 2000;

interface RegisteredTest {
  name: string;
  fn: () => unknown;
  timeoutMs: number;
}

const tests: RegisteredTest[] = [];
// The run's channel arrives with the learner's document, after this script has loaded.
const post = (message: FramePayload) =>
  parent.postMessage({ ...message, channel: window.__launchpad.channel }, '*');

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
  tests.push({ name, fn, timeoutMs });
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

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runTests(): Promise<void> {
  post({ type: 'tests-started', names: tests.map((t) => t.name) });
  const results: TestResult[] = [];
  for (const { name, fn, timeoutMs } of tests) {
    try {
      const mountError = mountLearnerApp();
      if (mountError) throw new Error(mountError);
      await withTimeout(Promise.resolve().then(fn), timeoutMs);
      results.push({ name, passed: true, message: '' });
    } catch (error) {
      const message = error instanceof Error ? error.message : formatValue(error);
      results.push({ name, passed: false, message });
    }
  }
  mounted?.unmount();
  post({ type: 'tests-done', results });
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
  userEvent,
  render,
  /** React: mounts a fresh copy of the learner's app again, e.g. after replacing axios.get. */
  mountApp() {
    const error = mountLearnerApp();
    if (error) throw new Error(error);
  },
  sleep,
};

Object.assign(window, { __launchpadHarness: harness, __launchpadRunTests: runTests });
