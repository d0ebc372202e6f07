import {
  CARRIER_TAG,
  CONNECT_EVENT,
  TO_LEARNER,
  TO_TESTS,
  createMembrane,
} from '../membrane/membrane.ts';
import {
  FRAME_READY_REPORT,
  GRADING_FRAME,
  HARNESS_NAMES,
  PROGRESS_BINDING,
  HIDDEN_TEST_WITHOUT_DESCRIPTION,
  type FramePayload,
  type TestResult,
} from '../types.ts';
import type { AxeLike } from './accessibility.ts';
import { adoptDocument } from './adopt.ts';
import {
  createTestRunner,
  reactForTests,
  type LearnerPage,
  type TestOrigin,
} from './test-runner.ts';

/**
 * The grader's tests, in an isolated world of the learner's frame: the same DOM as the learner's
 * code, but globals, built-ins and prototypes of their own, which that code can neither reach nor
 * replace (docs/decisions/0019-verdicts-outside-the-learner-realm.md). The grader (packages/grader)
 * has Chromium evaluate this bundle in that world as each frame's document starts, and calls
 * `launchpadGrader.grade`; the verdict
 * is its return value, read by the grader over the DevTools protocol, and the progress goes
 * through a binding that only this world has. The learner's world never holds a test, a result or
 * anything of this world but what the membrane hands it.
 */

/** One test file; the messages of a hidden one's failures never leave this world. */
export interface GradeFile {
  source: string;
  hidden: boolean;
}

export interface GradeRequest {
  /** The learner's document, built by `buildDocument` in test mode. */
  html: string;
  files: GradeFile[];
  /**
   * Stamped on every progress report: the grader believes only reports that carry it. It lives in
   * this module's closure, which nothing outside this world reaches.
   */
  progressKey: string;
}

/** The global this bundle defines in its world. */
export const GRADER_GLOBAL = 'launchpadGrader';

interface LearnerSide {
  global(name: string): unknown;
  errorsSoFar(): unknown;
  advanceClock(ms: number): unknown;
  setGlobal(name: string, value: unknown): void;
  window: unknown;
  render(element: unknown): { container: HTMLElement; unmount(): void };
  mountApp(): string | undefined;
  unmount(): void;
  userEvent: LearnerPage['userEvent'];
  // The bridge's instruments, taken by the learner's side before any learner code (bridge.ts).
  clockNow(): unknown;
  timersPending(): unknown;
  intervalsRunning(): unknown;
  networkRoute(method: string, path: string, answer: unknown): unknown;
  networkReset(): unknown;
  networkLog(): unknown;
}

const NativeFunction = Function;
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const TOKEN = /[A-Za-z_$][\w$]*/g;

/** Asks the learner's side (bridge.ts) for its end of the membrane, before any learner code runs. */
function connect(): LearnerSide {
  document.dispatchEvent(new Event(CONNECT_EVENT));
  const carrier = document.documentElement.lastElementChild;
  if (!carrier || carrier.localName !== CARRIER_TAG) {
    throw new Error('The learner frame has no runtime to test against.');
  }
  carrier.remove();
  const membrane = createMembrane({
    carrier,
    inbound: TO_TESTS,
    outbound: TO_LEARNER,
    readOnlyExports: true,
  });
  return membrane.root() as LearnerSide;
}

/**
 * The learner's top-level names (functions, `let`, `const`, classes, `axios`, `React`) are read
 * from the learner's world each time a test uses one: every name a test file mentions that this
 * world does not have becomes a global here that asks the learner's side. Only names the tests
 * actually use are ever asked for, so the learner's side learns nothing of a test it has not run.
 */
function reachLearnerGlobals(learner: LearnerSide, sources: readonly string[]): void {
  const reserved = new Set<string>([...HARNESS_NAMES, 'window']);
  const global = globalThis as Record<string, unknown>;
  for (const source of sources) {
    for (const [name] of source.matchAll(TOKEN)) {
      if (reserved.has(name) || name in global) continue;
      reserved.add(name);
      Object.defineProperty(global, name, {
        configurable: true,
        // React's elements are made here (reactForTests): learner code cannot touch their props.
        get: () => (name === 'React' ? reactForTests(learner.global(name)) : learner.global(name)),
        set: (value: unknown) => learner.setGlobal(name, value),
      });
    }
  }
}

/**
 * A hidden test leaves this world as its description alone: what it checks, in the learner's
 * words, never its name (which may hold its inputs), its assertion or its code. One without a
 * description fails, so `challenges:check` stops it before any learner meets it.
 */
function shownToLearner(
  result: TestResult,
  origin: TestOrigin | undefined,
  files: readonly GradeFile[],
): TestResult {
  if (!origin || files[origin.file]?.hidden !== true) return result;
  if (origin.description === undefined) {
    return {
      name: 'A hidden test',
      passed: false,
      message: HIDDEN_TEST_WITHOUT_DESCRIPTION,
      hidden: true,
    };
  }
  return { name: origin.description, passed: result.passed, message: '', hidden: true };
}

/** A report to the grader, through the binding only this world has. */
function tellGrader(message: object): void {
  const binding = (globalThis as Record<string, unknown>)[PROGRESS_BINDING] as
    ((payload: string) => void) | undefined;
  binding?.(JSON.stringify(message));
}

async function grade(request: GradeRequest): Promise<TestResult[]> {
  const learner = connect();
  const page: LearnerPage = {
    // Read from the learner's world, so only ever taken as text for a message: it decides nothing.
    errorsSoFar: () => Array.from(learner.errorsSoFar() as ArrayLike<unknown>, String),
    // The learner's clock: what it runs is theirs; the tests' own time stays real.
    advanceClock: (ms) => {
      const moved = learner.advanceClock(ms);
      return moved === undefined || moved === null ? undefined : (moved as PromiseLike<void>);
    },
    render: (element) => learner.render(element),
    mountApp: () => {
      const error = learner.mountApp();
      return error === undefined || error === null ? undefined : String(error);
    },
    unmount: () => learner.unmount(),
    userEvent: learner.userEvent,
    // Evaluated in this world by the grader before the run, when a test file uses it: the
    // learner's world can neither reach nor replace it.
    axe: () => (globalThis as { axe?: AxeLike }).axe,
    // What the tests measure of time, timers and requests: closures of the frame's bridge, taken
    // before any learner code, answering only numbers, null or JSON text (primitives cross the
    // membrane as copies). Anything else is refused here, not trusted (issue #47).
    clockNow: () => numberOrNull(learner.clockNow()) ?? NaN,
    timersPending: () => numberOrNull(learner.timersPending()),
    intervalsRunning: () => numberOrNull(learner.intervalsRunning()),
    networkRoute: (method, path, answer) => {
      const refused = learner.networkRoute(method, path, answer);
      return refused === undefined || refused === null ? undefined : String(refused);
    },
    networkReset: () => {
      learner.networkReset();
    },
    networkLog: () => {
      const log = learner.networkLog();
      if (typeof log !== 'string') throw new Error('The fake API has no log to read.');
      return log;
    },
  };
  const runner = createTestRunner(page);
  await adoptDocument(request.html);

  const sources = request.files.map((file) => String(file.source));
  reachLearnerGlobals(learner, sources);
  const values = HARNESS_NAMES.map((name) => runner.harness[name]);
  sources.forEach((source, index) => {
    runner.register(index, () =>
      // `window` is the learner's window: a test that replaces `window.setInterval` replaces the
      // one the learner's code calls. Strict mode: no `caller` or `arguments` of a test function.
      new NativeFunction(...HARNESS_NAMES, 'window', `'use strict';\n${source}`)(
        ...values,
        learner.window,
      ),
    );
  });

  const key = String(request.progressKey);
  const report = (message: object) => tellGrader({ ...message, key });
  return new Promise((resolve) => {
    runner.run((message: FramePayload, origins) => {
      const shown = (result: TestResult, index: number) =>
        shownToLearner(result, origins[index], request.files);
      if (message.type === 'tests-started') {
        const announced = message.names.map((name, index) =>
          shown({ name, passed: true, message: '' }, index),
        );
        report({
          ...message,
          names: announced.map((result) => result.name),
          hidden: announced.map((result) => result.hidden === true),
        });
      } else if (message.type === 'test-result') {
        report({ ...message, result: shown(message.result, message.index) });
      } else if (message.type === 'tests-done') {
        resolve(message.results.map(shown));
      }
    });
  });
}

Object.defineProperty(globalThis, GRADER_GLOBAL, { value: { grade } });

/**
 * The grader installs this world in every document of its page, before the document's own scripts
 * run. A grading frame's world says when the frame's runtime has loaded, under the frame's name:
 * the grader names each frame at random, so no learner's code, in its own frame, can announce
 * another job's frame. The name is read now, before any learner code exists.
 */
if (location.pathname.endsWith(`/${GRADING_FRAME}`)) {
  const frame = window.name;
  window.addEventListener('load', () => tellGrader({ type: FRAME_READY_REPORT, frame }), {
    once: true,
  });
}
