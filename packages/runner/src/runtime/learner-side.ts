import {
  CARRIER_TAG,
  CONNECT_EVENT,
  TO_LEARNER,
  TO_TESTS,
  createMembrane,
} from '../membrane/membrane.ts';
import type { Instruments } from './bridge.ts';
import { fastUserEvent, mountLearnerApp, renderElement, unmountRendered } from './react-mount.ts';

/**
 * The learner's side of the grader's membrane (membrane.ts). When the grader's tests, in a world
 * of their own, ask for it (before any learner code runs), this hands them what they may do in
 * the learner's world: read a global of the learner's code, render with the learner's React, type
 * and click with user-event, use the learner's window.
 */
const globalEval = eval;

/**
 * What the tests measure of the page (time, timers, the fake API's requests), kept by the bridge
 * (bridge.ts) where learner code cannot reach it. Taken once, now, before any learner code exists
 * (issue #47): these functions are closures of the bridge, never globals read at call time, and
 * answer numbers, null or JSON text only.
 */
const takeInstruments = (window as { __launchpadInstruments?: () => Instruments })
  .__launchpadInstruments;
const instruments = takeInstruments?.();
const measured = <K extends keyof Instruments>(name: K): Instruments[K] => {
  const instrument = instruments?.[name];
  if (!instrument) {
    return (() => {
      throw new Error('The page has no runtime to measure it with.');
    }) as unknown as Instruments[K];
  }
  return instrument;
};

/** What the tests do in the learner's world, whichever runner runs them (react-mount.ts). */
const learnerTools = {
  render: renderElement,
  mountApp: mountLearnerApp,
  unmount: unmountRendered,
  userEvent: fastUserEvent,
  /** Moves the tests' virtual clock (a challenge with `clock: 'virtual'`); undefined if real. */
  advanceClock: measured('advance') as (ms: number) => Promise<void> | undefined,
  clockNow: measured('now'),
  timersPending: measured('timersPending'),
  intervalsRunning: measured('intervalsRunning'),
  networkRoute: measured('route'),
  networkReset: measured('reset'),
  networkLog: measured('log'),
};
export type LearnerTools = typeof learnerTools;

// The workspace's frame (frame.html) runs its quick in-frame tests with these same tools: its
// harness, the next script, takes them once, before any learner code exists. The grader's frame
// does not ask, so there its learner code finds no such global.
if (document.currentScript?.hasAttribute('data-share-tools')) {
  Object.defineProperty(window, '__launchpadLearnerTools', {
    configurable: true,
    value: learnerTools,
  });
}
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
  ...learnerTools,
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
