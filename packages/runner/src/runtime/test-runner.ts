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
import { failureMessage, formatValue } from './format.ts';

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
const NativeProxy = Proxy;
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
  /**
   * What the tests measure of time, timers and requests (`clock`, `timers`, `fakeApi`, below):
   * kept by the frame's bridge (bridge.ts) out of the learner code's reach, and answered as
   * numbers, null or JSON text, so nothing of the learner's world decides what a test reads.
   */
  /** The page's clock in milliseconds: the virtual clock's, or real time. */
  clockNow(): number;
  /** The page's timers waiting (timeouts not yet run, intervals not cleared); null if real time. */
  timersPending(): number | null;
  /** The page's intervals not cleared; null when the run keeps real time. */
  intervalsRunning(): number | null;
  /** Declares a test's route: `answer` takes the request and answers, both as JSON text. */
  networkRoute(
    method: string,
    path: string,
    answer: (request: string) => string | PromiseLike<string>,
  ): string | undefined;
  /** Forgets every route and the requests received. */
  networkReset(): void;
  /** The requests the fake API has received, oldest first, as JSON text. */
  networkLog(): string;
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

/**
 * `page`: the tests' instruments for what the page does, taken from the world this module runs
 * in, never from the learner's window (issue #47). In the grader a test's bare `window` is the
 * learner's, whose `scrollTo`, `scrollY` and `innerHeight` learner code can replace (a no-op
 * `scrollTo` with an echoing `scrollY` passed the sticky-header tests without the CSS), and whose
 * `addEventListener` hands it the tests' listeners; these are the tests' world's own, captured as
 * this module loads, before any learner code (docs/challenges.md, Measuring the page).
 *
 * `measureAt(width, measure)` sees the page at another width: a copy of the page now (its HTML and
 * CSS, none of its scripts) in a frame of that width, which `measure` (a function, sent as its
 * source, so it must use nothing from around it) measures from inside, and whose result comes
 * back over a MessagePort only this side holds. Learner code can neither find the frame (it is in
 * a closed shadow root, styled inline with !important), nor run in it (its Content Security
 * Policy allows one script, the copy's reporter, by a nonce drawn here), nor hear or forge its
 * answer (the port travels to the frame with a secret only this side and the reporter know).
 */
export interface PageInstruments {
  /** Scrolls the page at once, whatever scroll-behavior its CSS sets. */
  scrollTo(x: number, y: number): void;
  readonly scrollX: number;
  readonly scrollY: number;
  readonly innerWidth: number;
  readonly innerHeight: number;
  /** The height of the page's content (the root element's scrollHeight). */
  readonly scrollHeight: number;
  /**
   * The element painted on top at a point of the viewport. `document.elementFromPoint` finds
   * what is hit, and skips what the page's CSS sets to `pointer-events: none`: content painted
   * over a header could pass for under it. This hit-tests with every element taking the pointer
   * (inline, !important, put back at once). Use `elementFromPoint` for what a click reaches.
   */
  paintedAt(x: number, y: number): Element | null;
  measureAt<T>(
    width: number,
    measure: () => T,
    options?: { height?: number; timeoutMs?: number },
  ): Promise<T>;
}

const pageWindow = window;
const pageDocument = document;
const ownGetter = (object: object, key: string) => {
  let current: object | null = object;
  while (current) {
    const descriptor = Object.getOwnPropertyDescriptor(current, key);
    if (descriptor?.get) return descriptor.get;
    current = Object.getPrototypeOf(current) as object | null;
  }
  throw new NativeError(`The page has no ${key} to measure.`);
};
const readWindow = Object.fromEntries(
  ['scrollX', 'scrollY', 'innerWidth', 'innerHeight'].map((key) => [
    key,
    ownGetter(pageWindow, key),
  ]),
) as Record<'scrollX' | 'scrollY' | 'innerWidth' | 'innerHeight', () => number>;
const windowScrollTo = pageWindow.scrollTo;
const rootElementOf = ownGetter(Document.prototype, 'documentElement') as () => Element | null;
const scrollHeightOf = ownGetter(Element.prototype, 'scrollHeight') as () => number;
const outerHtmlOf = ownGetter(Element.prototype, 'outerHTML') as () => string;
const contentWindowOf = ownGetter(HTMLIFrameElement.prototype, 'contentWindow') as () => Window;
const createElement = Document.prototype.createElement;
const setAttribute = Element.prototype.setAttribute;
const attachShadow = Element.prototype.attachShadow;
const appendChild = Node.prototype.appendChild;
const removeElement = Element.prototype.remove;
const querySelectorAll = Document.prototype.querySelectorAll;
const elementFromPoint = Document.prototype.elementFromPoint;
const styleOf = (element: Element) =>
  (element as Partial<ElementCSSInlineStyle>).style as CSSStyleDeclaration | undefined;
const styleValue = CSSStyleDeclaration.prototype.getPropertyValue;
const stylePriority = CSSStyleDeclaration.prototype.getPropertyPriority;
const styleSet = CSSStyleDeclaration.prototype.setProperty;
const styleRemove = CSSStyleDeclaration.prototype.removeProperty;

/** What is painted on top at (x, y): see PageInstruments.paintedAt. */
function paintedAt(x: number, y: number): Element | null {
  const elements = apply(querySelectorAll, pageDocument, ['*']) as NodeListOf<Element>;
  const saved: Array<[CSSStyleDeclaration, string, string]> = [];
  for (let i = 0; i < elements.length; i += 1) {
    const style = styleOf(elements[i]!);
    if (!style) continue;
    saved[saved.length] = [
      style,
      apply(styleValue, style, ['pointer-events']) as string,
      apply(stylePriority, style, ['pointer-events']) as string,
    ];
    apply(styleSet, style, ['pointer-events', 'auto', 'important']);
  }
  try {
    return apply(elementFromPoint, pageDocument, [Number(x), Number(y)]) as Element | null;
  } finally {
    for (const [style, value, priority] of saved) {
      if (value) apply(styleSet, style, ['pointer-events', value, priority]);
      else apply(styleRemove, style, ['pointer-events']);
    }
  }
}
const addListener = EventTarget.prototype.addEventListener;
const postToWindow = pageWindow.postMessage;
const functionSource = Function.prototype.toString;
const NativeMessageChannel = MessageChannel;
const portClose = MessagePort.prototype.close;
const getRandomValues = crypto.getRandomValues.bind(crypto);
const { stringify } = JSON;

/** Fresh random text for a nonce or a secret: 128 bits, as hex. */
function randomText(): string {
  const bytes = getRandomValues(new Uint8Array(16));
  let text = '';
  for (let i = 0; i < bytes.length; i += 1) text += (bytes[i]! + 256).toString(16).slice(1);
  return text;
}

/** A whole number of CSS pixels a frame can have. */
function requireSize(value: unknown, what: string): number {
  if (typeof value !== 'number' || value % 1 !== 0 || value < 1 || value > 4000) {
    throw new NativeError(`${what} must be a whole number of pixels, up to 4000`);
  }
  return value;
}

/**
 * The copy's one script, first in its document: it waits for the secret with the port, then for
 * its frame to have the width asked for (a new frame can run before it has its size:
 * docs/challenges.md), runs the measure and sends the result back. It takes what it uses before
 * the page's elements exist, so none of them (an `<img name="removeEventListener">`) stands in
 * for a built-in it needs.
 */
const reporterSource = (secret: string, width: number, measure: string) => `'use strict';
(() => {
  const on = EventTarget.prototype.addEventListener;
  const off = EventTarget.prototype.removeEventListener;
  const post = MessagePort.prototype.postMessage;
  const apply = Reflect.apply;
  const later = setTimeout;
  const readWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth').get;
  const self = window;
  const measure = (${measure});
  const listen = (event) => {
    if (event.data !== ${stringify(secret)} || !event.ports || !event.ports[0]) return;
    apply(off, self, ['message', listen]);
    const port = event.ports[0];
    const run = () => {
      if (apply(readWidth, self, []) !== ${width}) return void later(run, 10);
      let answer;
      try {
        answer = { ok: true, value: measure() };
        apply(post, port, [answer]);
      } catch (error) {
        const text = error && typeof error.message === 'string' ? error.message : String(error);
        apply(post, port, [{ ok: false, error: text }]);
      }
    };
    run();
  };
  apply(on, self, ['message', listen]);
})();`;

function measureAt<T>(
  width: number,
  measure: () => T,
  options: { height?: number; timeoutMs?: number } = {},
): Promise<T> {
  const frameWidth = requireSize(width, 'The width');
  const frameHeight = requireSize(options.height ?? 800, 'The height');
  const timeoutMs = options.timeoutMs ?? 4000;
  if (typeof measure !== 'function') {
    throw new NativeError('measureAt needs a function that measures the copy of the page');
  }
  const root = apply(rootElementOf, pageDocument, []) as Element | null;
  if (!root) throw new NativeError('The page has no document to copy.');
  const secret = randomText();
  const nonce = randomText();
  const script = reporterSource(secret, frameWidth, apply(functionSource, measure, []) as string);
  // The policy comes first, so every script after it (the page's own, its inline handlers)
  // stays inert; the page's <html> and <body> attributes still apply, as a parser merges them.
  const copy =
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="script-src 'nonce-${nonce}'">` +
    `<script nonce="${nonce}">${script.replace(/<\/(script)/gi, '<\\/$1')}</script>` +
    (apply(outerHtmlOf, root, []) as string);

  return new NativePromise<T>((resolve, reject) => {
    const make = (tag: string) => apply(createElement, pageDocument, [tag]) as HTMLElement;
    const host = make('launchpad-measure');
    apply(setAttribute, host, [
      'style',
      'all:initial!important;display:block!important;position:absolute!important;left:0!important;top:0!important;width:0!important;height:0!important;overflow:hidden!important;visibility:hidden!important;pointer-events:none!important;',
    ]);
    const shadow = apply(attachShadow, host, [{ mode: 'closed' }]) as ShadowRoot;
    const frame = make('iframe') as HTMLIFrameElement;
    apply(setAttribute, frame, ['sandbox', 'allow-scripts']);
    apply(setAttribute, frame, [
      'style',
      `display:block;border:0;margin:0;width:${frameWidth}px;height:${frameHeight}px;`,
    ]);
    apply(setAttribute, frame, ['srcdoc', copy]);
    const channel = new NativeMessageChannel();
    let finished = false;
    const finish = (done: () => void) => {
      if (finished) return;
      finished = true;
      clearTimer(timer);
      apply(portClose, channel.port1, []);
      apply(removeElement, host, []);
      done();
    };
    const timer = setTimer(
      () =>
        finish(() => reject(new NativeError(`the ${frameWidth}px copy of the page did not load`))),
      timeoutMs,
    );
    channel.port1.onmessage = (event: MessageEvent) => {
      const answer = event.data as { ok?: unknown; value?: unknown; error?: unknown } | null;
      finish(() =>
        answer?.ok === true
          ? resolve(answer.value as T)
          : reject(
              new NativeError(
                `the ${frameWidth}px copy of the page could not be measured: ${String(answer?.error)}`,
              ),
            ),
      );
    };
    apply(addListener, frame, [
      'load',
      () => {
        const target = apply(contentWindowOf, frame, []) as Window | null;
        if (target) apply(postToWindow, target, [secret, '*', [channel.port2]]);
      },
      { once: true },
    ]);
    apply(appendChild, shadow, [frame]);
    apply(appendChild, root, [host]);
  });
}

export const pageInstruments: PageInstruments = Object.freeze({
  scrollTo(x: number, y: number) {
    apply(windowScrollTo, pageWindow, [{ left: Number(x), top: Number(y), behavior: 'instant' }]);
  },
  get scrollX() {
    return apply(readWindow.scrollX, pageWindow, []) as number;
  },
  get scrollY() {
    return apply(readWindow.scrollY, pageWindow, []) as number;
  },
  get innerWidth() {
    return apply(readWindow.innerWidth, pageWindow, []) as number;
  },
  get innerHeight() {
    return apply(readWindow.innerHeight, pageWindow, []) as number;
  },
  get scrollHeight() {
    const root = apply(rootElementOf, pageDocument, []) as Element | null;
    return root ? (apply(scrollHeightOf, root, []) as number) : 0;
  },
  paintedAt,
  measureAt,
});

/**
 * `clock`, `timers` and `fakeApi`: what a test measures of time, timers and the fake API's
 * requests, read where learner code cannot reach (issue #47). In the grader a test's `window` is
 * the learner's, whose `Date`, `setInterval` and `fakeApi` learner code replaces (an accessor on
 * `window.setInterval` dropped the tests' counting wrapper; a `Date` reported the retry gaps the
 * tests wanted; a `fakeApi.get` of the page's kept requests from the tests' handlers). These ask
 * the frame's bridge (bridge.ts), which took its built-ins before any learner code, through
 * LearnerPage: numbers and JSON text, parsed here with this world's own JSON.
 */
const toJsonText = JSON.stringify;
const fromJsonText = JSON.parse;
/** What a test's handler answers when it threw: the page gets a 500, the error stays here. */
const HANDLER_THREW = 'threw';

/** A request as a test's handler gets it. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON when it is JSON, else its text; null without one. */
  body: unknown;
}

/** A request the fake API received, as `fakeApi.calls` lists it. */
export interface ReceivedRequest extends Omit<FakeRequest, 'params'> {
  /** The page's clock (`clock.now()`) as it arrived. */
  at: number;
  /** Whether the page aborted it (its signal: fetch only), and when. */
  aborted: boolean;
  abortedAt: number | null;
}

/** An answer other than 200 with JSON, made by `fakeApi.reply`. */
class FakeReply {
  constructor(readonly options: Readonly<Record<string, unknown>>) {}
}

function counted(count: unknown, what: string): number {
  if (typeof count !== 'number') {
    throw new NativeError(
      `${what} are counted on the virtual clock only: the challenge needs "clock": "virtual" (docs/challenges.md).`,
    );
  }
  return count;
}

function timeInstrumentsFor(page: LearnerPage) {
  return {
    clock: Object.freeze({
      /** The page's clock, in milliseconds: only differences mean something. */
      now(): number {
        const now = page.clockNow();
        if (typeof now !== 'number') throw new NativeError('The page has no clock to read.');
        return now;
      },
    }),
    timers: Object.freeze({
      /** Timeouts set and not yet run or cleared, and intervals set and not cleared. */
      pending: (): number => counted(page.timersPending(), 'Timers'),
      /** Intervals set and not cleared. */
      intervalsRunning: (): number => counted(page.intervalsRunning(), 'Intervals'),
    }),
  };
}

/** The tests' `fakeApi`: routes answered by the tests' own handlers, and the log as received. */
function fakeApiFor(page: LearnerPage) {
  const encode = (value: unknown): string => {
    try {
      return toJsonText({ reply: value instanceof FakeReply ? value.options : { json: value } });
    } catch {
      return HANDLER_THREW;
    }
  };
  const route =
    (method: string) =>
    (path: string, handler: (request: FakeRequest) => unknown): void => {
      if (typeof handler !== 'function') {
        throw new NativeError(`fakeApi.${method.toLowerCase()}('${String(path)}') needs a handler`);
      }
      const answer = (request: string): string | Promise<string> => {
        let result: unknown;
        try {
          result = handler(fromJsonText(String(request)) as FakeRequest);
        } catch {
          return HANDLER_THREW;
        }
        return result instanceof NativePromise
          ? (apply(promiseThen, result, [encode, () => HANDLER_THREW]) as Promise<string>)
          : encode(result);
      };
      const refused = page.networkRoute(method, String(path), answer);
      if (refused !== undefined && refused !== null) throw new NativeError(String(refused));
    };
  return Object.freeze({
    get: route('GET'),
    post: route('POST'),
    put: route('PUT'),
    patch: route('PATCH'),
    delete: route('DELETE'),
    /** An answer other than 200 with JSON: status, text, headers, delay, networkError. */
    reply: (options: Record<string, unknown>) => new FakeReply(Object.freeze({ ...options })),
    /** Forgets every route (the page's too) and every request received. */
    reset(): void {
      page.networkReset();
    },
    /** The requests the fake API has received, oldest first (a fresh copy each time). */
    get calls(): ReceivedRequest[] {
      return fromJsonText(String(page.networkLog())) as ReceivedRequest[];
    },
  });
}

/**
 * React elements for the grader's tests, made in the tests' world. React's own `createElement`
 * runs in the learner's realm and copies a test's props into a fresh object by assignment, where
 * a setter the learner put on `Object.prototype` saw and replaced each one (a spy, an onClick:
 * issue #47). An element is plain data React reads (React 19's shape: `$$typeof`, `type`, `key`,
 * `ref`, `props`), so the tests make their own: the learner's React reads it through the membrane,
 * read-only, and calls the tests' components and callbacks as they are. Default props are left to
 * React, which resolves a class's itself.
 */
const REACT_ELEMENT = Symbol.for('react.transitional.element');
const objectKeys = Object.keys;

function createTestsElement(type: unknown, config?: unknown, ...children: unknown[]): object {
  const props: Record<string, unknown> = {};
  let key: string | null = null;
  if (config !== null && config !== undefined && typeof config === 'object') {
    const given = config as Record<string, unknown>;
    const names = objectKeys(given);
    for (let i = 0; i < names.length; i += 1) {
      const name = names[i]!;
      const value = given[name];
      if (name === 'key') {
        if (value !== undefined) key = String(value as string);
      } else if (name !== '__self' && name !== '__source') {
        props[name] = value;
      }
    }
  }
  if (children.length === 1) props.children = children[0];
  else if (children.length > 1) props.children = children;
  return {
    $$typeof: REACT_ELEMENT,
    type,
    key,
    ref: props.ref === undefined ? null : props.ref,
    props,
  };
}

const testsReacts = new WeakMap<object, object>();

/**
 * The `React` a grader test reads: the learner's (its hooks, Fragment and contexts are what the
 * learner's components use), but with the tests' own `createElement`.
 */
export function reactForTests(learnerReact: unknown): unknown {
  if (typeof learnerReact !== 'object' || learnerReact === null) return learnerReact;
  let wrapped = testsReacts.get(learnerReact);
  if (!wrapped) {
    wrapped = new NativeProxy(learnerReact, {
      get: (target, property) =>
        property === 'createElement' ? createTestsElement : Reflect.get(target, property),
    });
    testsReacts.set(learnerReact, wrapped);
  }
  return wrapped;
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
    /** The tests' own scroll, size and width copies of the page (PageInstruments, above). */
    page: pageInstruments,
    /** The page's clock and timers, and the fake API, as the bridge keeps them (above). */
    ...timeInstrumentsFor(page),
    fakeApi: fakeApiFor(page),
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
        // What a test threw may be the learner's (a proxy): read without calling into it.
        (error) => record(false, failureMessage(error)),
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
