import type { Topic } from '@launchpad/contract/topics';

/** A topic of packages/contract's topic registry. */
export type ChallengeTopic = Topic;

/** What the runner needs to build a document from a learner's work. */
export interface RunnerSource {
  topic: ChallengeTopic;
  /** File path → text, e.g. `index.html`, `styles.css`, `script.js`, `App.jsx`, `index.css`. */
  files: Record<string, string>;
  /** React only: extra code appended to the learner's code (the spec's temp.jsx). */
  tempJsx?: string | undefined;
  /** React only: the component the preview mounts into #root. */
  componentName?: string | undefined;
  /**
   * 'virtual': in a test run the learner's timers and Date run on a clock the tests advance
   * (`sleep(ms)`), installed before the learner's code; the preview keeps real time.
   */
  clock?: 'virtual' | undefined;
  /**
   * true: the document loads the fake REST API (fake-api.js) before the learner's code, as the api
   * topic's do, in test runs and the preview alike (the challenge's `config.fakeApi`).
   */
  fakeApi?: boolean | undefined;
}

/**
 * What the server's grader runs: the visible tests, then the hidden ones in the same page. A
 * hidden test is reported by its description alone (what it checks), never its name, assertion
 * or code.
 */
export interface GradedTests {
  visible: string;
  hidden?: string | undefined;
  /**
   * TypeScript challenges' type-level tests (types.test.ts, types.hidden.test.ts), checked with
   * the learner's files by the TypeScript compiler (packages/grader typecheck/).
   */
  types?: { visible?: string | undefined; hidden?: string | undefined } | undefined;
}

/** One test file's source, or several run in order in the same page (visible, then hidden). */
export type TestSources = string | readonly string[];

export interface TestResult {
  name: string;
  passed: boolean;
  /** Why it failed ('expected 1, got 0'); empty when it passed, and for a hidden test. */
  message: string;
  /** A hidden test of the grader's: `name` is its description for the learner. */
  hidden?: boolean;
}

/**
 * How a failure starts when the learner's code threw as it loaded (a syntax error, a runaway loop
 * at the top level): that error, not the missing function the test then met, is the reason.
 */
export const STOPPED_AT_LOAD = 'Your code stopped with an error before the tests ran: ';

/** The first result of a TypeScript challenge's run: the compiler found no error in its files. */
export const TYPE_CHECK_TEST = 'The code has no type errors';

/** Why a hidden test without a description fails (docs/challenges.md). */
export const HIDDEN_TEST_WITHOUT_DESCRIPTION =
  'This hidden test has no description for learners, so it cannot count: add one (docs/challenges.md).';

/** A run's progress as it happens: the test names once known, then each result. */
export type TestProgress =
  { type: 'started'; names: string[] } | { type: 'result'; index: number; result: TestResult };

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';

export interface ConsoleEntry {
  level: ConsoleLevel;
  text: string;
}

/**
 * Messages a frame sends to its host. Every one carries the run's channel; the host ignores any
 * message whose source is not its own frame or whose channel differs.
 */
export type FrameMessage =
  | { channel: string; type: 'console'; entry: ConsoleEntry }
  | { channel: string; type: 'heartbeat' }
  | { channel: string; secret: string; type: 'tests-started'; names: string[] }
  | { channel: string; secret: string; type: 'test-result'; index: number; result: TestResult }
  | { channel: string; secret: string; type: 'tests-done'; results: TestResult[] };

/**
 * What the host sends a ready frame: the document, and for a test run the test files and the
 * run's secret, which the harness stamps on its results (the learner's code never sees it).
 */
export interface FrameLoad {
  type: typeof FRAME_LOAD;
  html: string;
  tests?: readonly string[];
  secret?: string;
}

/** Sent by /runtime/frame.html once it can take a document. */
export const FRAME_READY = 'launchpad:frame-ready';
/** Sent by the host with the document to write into the frame. */
export const FRAME_LOAD = 'launchpad:frame-load';

/**
 * The grader's side (packages/grader and runtime/grader-world.ts): the binding the grader adds to
 * its tests' isolated world alone (by the world's name), the learner frame it grades in, and the
 * report that world makes once that frame has loaded.
 */
export const GRADER_WORLD = 'launchpad-tests';
export const PROGRESS_BINDING = '__launchpadGraderProgress';
export const GRADING_FRAME = 'grading-frame.html';
export const FRAME_READY_REPORT = 'frame-ready';

/** The fixed size of the hidden test frame, so layout tests see the same viewport everywhere. */
export const TEST_FRAME_SIZE = { width: 1024, height: 768 } as const;
/** A test frame is laid out at that size but never seen or touched by the person at the page. */
export const TEST_FRAME_STYLE = `position:fixed;left:0;top:0;width:${TEST_FRAME_SIZE.width}px;height:${TEST_FRAME_SIZE.height}px;border:0;opacity:0;pointer-events:none;z-index:-1;`;

/** A frame message before the channel (and the secret) are stamped on it. */
export type FramePayload = FrameMessage extends infer M
  ? M extends FrameMessage
    ? Omit<M, 'channel' | 'secret'>
    : never
  : never;

/** The names challenge tests may use (see docs/challenges.md); the harness provides each one. */
export const HARNESS_NAMES = [
  'test',
  'it',
  'expect',
  'createSpy',
  'screen',
  'within',
  'fireEvent',
  'waitFor',
  'waitForElementToBeRemoved',
  'userEvent',
  'render',
  'mountApp',
  'sleep',
  'expectAccessible',
  /** The tests' own scroll, size and other-width measurements (test-runner.ts, PageInstruments). */
  'page',
  /**
   * The page's clock, its timers and the fake API's routes and requests, as the frame's bridge keeps
   * them out of learner code's reach (test-runner.ts, bridge.ts; issue #47).
   */
  'clock',
  'timers',
  'fakeApi',
] as const;
