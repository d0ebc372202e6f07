import {
  CARRIER_TAG,
  CONNECT_EVENT,
  TO_LEARNER,
  TO_TESTS,
  createMembrane,
} from '../membrane/membrane.ts';
import type { FramePayload } from '../types.ts';
import { fastUserEvent, mountLearnerApp, renderElement, unmountRendered } from './react-mount.ts';
import { createTestRunner } from './test-runner.ts';

/**
 * The test tools of every learner frame, in the learner's world.
 *
 * The workspace's in-frame test runner: Run Tests runs the visible tests in the learner's own
 * frame, for speed. It shares the page with the learner's code, so it decides nothing that counts:
 * the server grades every submission again with its tests in a world of their own
 * (grader-world.ts, docs/decisions/0019-verdicts-outside-the-learner-realm.md).
 *
 * So that a learner's stray `postMessage` cannot colour even the workspace's panel, the runner is
 * handed to frame.ts alone (a one-shot `__launchpadArm` it takes before any learner code exists)
 * and its messages carry the host's per-run secret.
 */
const hostWindow = window.parent;

/** What frame.ts gets, once: the runner's names for the test files, and its controls. */
export interface HarnessControl {
  harness: Readonly<Record<string, unknown>>;
  /** Evaluates one test file with the harness's names in scope; only then can it add tests. */
  register(evaluate: () => void): void;
  run(): void;
}

Object.defineProperty(window, '__launchpadArm', {
  configurable: true,
  value(secret: string): HarnessControl {
    delete (window as { __launchpadArm?: unknown }).__launchpadArm;
    const runner = createTestRunner({
      errorsSoFar: () => window.__launchpadErrors(),
      advanceClock: (ms) => window.__launchpadAdvanceClock(ms),
      render: renderElement,
      mountApp: mountLearnerApp,
      unmount: unmountRendered,
      userEvent: fastUserEvent,
    });
    // The run's channel arrives with the learner's document, after this script has loaded.
    const post = (message: FramePayload) =>
      hostWindow.postMessage({ ...message, channel: window.__launchpad.channel, secret }, '*');
    let files = 0;
    return {
      harness: runner.harness,
      register: (evaluate) => runner.register(files++, evaluate),
      run: () => runner.run(post),
    };
  },
});

/**
 * The learner's side of the grader's membrane (membrane.ts). When the grader's tests, in a world
 * of their own, ask for it (before any learner code runs), this hands them what they may do in
 * the learner's world: read a global of the learner's code, render with the learner's React, type
 * and click with user-event, use the learner's window.
 */
const globalEval = eval;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const learnerSide = {
  /** A global of the learner's code (a `let`, `const` or `class` too), or undefined. */
  global(name: unknown): unknown {
    if (typeof name !== 'string' || !IDENTIFIER.test(name)) return undefined;
    try {
      return globalEval(name) as unknown;
    } catch {
      return undefined;
    }
  },
  setGlobal(name: unknown, value: unknown): void {
    if (typeof name === 'string' && IDENTIFIER.test(name)) {
      (window as unknown as Record<string, unknown>)[name] = value;
    }
  },
  window,
  /** The learner code's uncaught errors so far (a syntax error, a runaway loop at load). */
  errorsSoFar: () => window.__launchpadErrors(),
  /** Moves the tests' virtual clock (a challenge with `clock: 'virtual'`); undefined if real. */
  advanceClock: (ms: unknown) => window.__launchpadAdvanceClock(Number(ms)),
  render: renderElement,
  mountApp: mountLearnerApp,
  unmount: unmountRendered,
  userEvent: fastUserEvent,
};

document.addEventListener(CONNECT_EVENT, function connect() {
  document.removeEventListener(CONNECT_EVENT, connect);
  const carrier = document.createElement(CARRIER_TAG);
  createMembrane({
    carrier,
    inbound: TO_LEARNER,
    outbound: TO_TESTS,
    readOnlyExports: false,
    root: learnerSide,
  });
  // The tests' side takes it from here and detaches it, in the same dispatch.
  document.documentElement.append(carrier);
});
