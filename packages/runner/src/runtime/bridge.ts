import { withGlobal } from '@sinonjs/fake-timers';
import type { ConsoleLevel, FramePayload } from '../types.ts';
import { formatValue } from './format.ts';

/**
 * Loaded first in every learner frame (preview and test), before the frame knows its run. It
 * pipes console output and uncaught errors to the host, defines the loop guard's stop, gives
 * compiled modules `require`/`exports`, and mounts the React component. The run's channel and
 * mode arrive later with the learner's document (`window.__launchpad`), so they are read late.
 */
const run = () => window.__launchpad as typeof window.__launchpad | undefined;
const post = (message: FramePayload) => {
  const channel = run()?.channel;
  if (channel) parent.postMessage({ ...message, channel }, '*');
};
const LOOP_MESSAGE = 'Possible infinite loop';

for (const level of ['log', 'info', 'warn', 'error'] as ConsoleLevel[]) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    original(...args);
    post({
      type: 'console',
      entry: { level, text: args.map((arg) => formatValue(arg)).join(' ') },
    });
  };
}

/**
 * The uncaught errors of the learner's code so far, as a learner reads them. A test run reads them
 * as it starts: an error thrown while the code loaded (a syntax error, a runaway loop at the top
 * level) is why its names are missing, and the failures say so (test-runner.ts).
 */
const errorsSoFar: string[] = [];
const MAX_KEPT_ERRORS = 5;
Object.defineProperty(window, '__launchpadErrors', { value: () => errorsSoFar.slice() });

// Product rules §8: errors thrown by the learner's code are ignored and logged as a warning.
window.addEventListener('error', (event) => {
  const message = String(event.message);
  const loop = message.indexOf(LOOP_MESSAGE);
  const where = event.lineno ? ` (line ${event.lineno})` : '';
  if (errorsSoFar.length < MAX_KEPT_ERRORS) {
    errorsSoFar.push(
      loop >= 0
        ? `${message.slice(loop)}: the loop ran for over a second and was stopped`
        : `${message}${where}`,
    );
  }
  if (loop >= 0) return;
  post({ type: 'console', entry: { level: 'warn', text: `${message}${where}` } });
});
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as unknown;
  if (reason instanceof Error && reason.message.includes(LOOP_MESSAGE)) return;
  post({
    type: 'console',
    entry: { level: 'warn', text: `Unhandled promise rejection: ${formatValue(reason)}` },
  });
});

/**
 * The tests' clock (a challenge with `config.clock: 'virtual'`, test runs only): installed by the
 * learner's document before any of its code, it runs the learner's timers and Date on virtual
 * time that `advanceClock(ms)` moves forward, so a test of a stopwatch or a debounce waits for no
 * real time. The clock moves in small steps, and after each the page gets real turns of its event
 * loop (a message round trip, which the clock does not touch), so that React renders and runs its
 * effects between timers as it would in real time.
 */
const CLOCK_STEP_MS = 10;
const realChannel = new MessageChannel();
const pendingTurns: Array<() => void> = [];
realChannel.port1.onmessage = () => pendingTurns.shift()?.();
const realTurn = () =>
  new Promise<void>((resolve) => {
    pendingTurns.push(resolve);
    realChannel.port2.postMessage(null);
  });
let virtualClock: ReturnType<ReturnType<typeof withGlobal>['install']> | undefined;

/** How long the clock holds still for requests on their way to the fake API, at most. */
const ARRIVAL_WAIT_MS = 1000;

/**
 * The api topic's fake API (fake-api.ts) counts requests the browser is still handing over (their
 * body being read): virtual time holds still for them, in real turns, so their replies' delays
 * start from when they were sent, not from however far the clock ran meanwhile.
 */
async function untilRequestsArrived(): Promise<void> {
  const arriving = (window as { __launchpadRequestsArriving?: () => number })
    .__launchpadRequestsArriving;
  if (!arriving) return;
  const started = realNow();
  while (arriving() > 0 && realNow() - started < ARRIVAL_WAIT_MS) await realTurn();
}

Object.defineProperty(window, '__launchpadStartClock', {
  value() {
    virtualClock ??= withGlobal(window).install({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
      now: Date.now(),
    });
  },
});

/**
 * Moves the tests' clock by `ms`, running what falls due, and resolves once it has; answers
 * undefined (nothing to wait for) when this run's clock is real.
 */
Object.defineProperty(window, '__launchpadAdvanceClock', {
  value(ms: number): Promise<void> | undefined {
    const clock = virtualClock;
    if (!clock) return undefined;
    const end = clock.now + Math.max(0, Number(ms) || 0);
    return (async () => {
      while (clock.now < end) {
        await untilRequestsArrived();
        await clock.tickAsync(Math.min(CLOCK_STEP_MS, end - clock.now));
        await realTurn();
        await realTurn();
      }
    })();
  },
});

/**
 * The loop guard's clock (loop-guard.ts): real time, taken before any learner code or the tests'
 * virtual clock exists, so moving that clock never stops a loop.
 */
const realNow = performance.now.bind(performance);
Object.defineProperty(window, '__launchpadNow', { value: () => realNow() });

window.__launchpadLoopGuard = (line: number) => {
  post({
    type: 'console',
    entry: {
      level: 'error',
      text: `${LOOP_MESSAGE} on line ${line}: the loop ran for over a second and was stopped.`,
    },
  });
  return new RangeError(`${LOOP_MESSAGE} on line ${line}`);
};

/** React reports render errors itself; show them like any other thrown error. */
const reportReactError = (error: unknown) => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : formatValue(error);
  post({ type: 'console', entry: { level: 'warn', text } });
};
Object.assign(window, { __launchpadReactError: reportReactError });

const modules: Record<string, () => unknown> = {
  react: () => window.React,
  'react-dom': () => window.ReactDOM,
  'react-dom/client': () => window.ReactDOM,
  axios: () => window.axios,
};
const exportsObject: Record<string, unknown> = {};
Object.assign(window, {
  exports: exportsObject,
  module: { exports: exportsObject },
  require(name: string) {
    const load = modules[name];
    if (!load) {
      throw new Error(
        `Cannot import "${name}" here: only react, react-dom and axios are available.`,
      );
    }
    return load();
  },
});

window.__launchpadMount = (getComponent) => {
  if (run()?.mode === 'test') {
    // The harness mounts a fresh copy before every test.
    window.__launchpadApp = { getComponent };
    return;
  }
  const Component = getComponent();
  if (typeof Component !== 'function') {
    console.error('No component to show: define the component the instructions name.');
    return;
  }
  const { React, ReactDOM } = window;
  if (!React || !ReactDOM) return;
  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  }
  ReactDOM.createRoot(container, {
    onUncaughtError: reportReactError,
    onCaughtError: reportReactError,
  }).render(React.createElement(Component as React.FC));
};

// Tells the host's watchdog that the frame is alive, in a test run and in the preview alike: code
// that never yields (a loop the guard cannot see, an endless promise chain) stops these too.
setInterval(() => post({ type: 'heartbeat' }), 250);
