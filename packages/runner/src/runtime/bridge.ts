import type { ConsoleLevel, FramePayload } from '../types.ts';
import { formatValue } from './format.ts';

/**
 * Loaded first in every learner frame (preview and test), before the frame knows its run. It
 * pipes console output and uncaught errors to the host, defines the loop guard's stop, gives
 * compiled modules `require`/`exports`, and mounts the React component. The run's channel and
 * mode arrive later with the learner's document (`window.__launchpad`), so they are read late.
 *
 * It also keeps what the tests measure, out of the learner code's reach (issue #47, decision 0019
 * "Time, timers and requests"): the page's virtual clock and its timers, and the api topic's
 * requests (fake-api.ts hands each one over). They live in this script's closure and run on the
 * built-ins captured below, as this script starts, before any learner code exists: learner code
 * may replace every global and prototype afterwards, and none of it is called here. The tests read
 * them through `__launchpadInstruments`, which the learner's side of the membrane takes once, as
 * it loads (learner-side.ts), and only as numbers and JSON text.
 */

// Built-ins captured before any learner code exists. Only these are called by the clock and the
// request log; a method looked up at call time would be the learner's to replace.
const {
  apply,
  construct,
  defineProperty,
  deleteProperty,
  get: reflectGet,
  getOwnPropertyDescriptor,
  ownKeys,
} = Reflect;
const { stringify, parse } = JSON;
const objectCreate = Object.create;
const freeze = Object.freeze;
const NativeDate = Date;
const dateNow = Date.now;
const dateToString = Date.prototype.toString;
const NativePromise = Promise;
const promiseThen = Promise.prototype.then;
const NativeError = Error;
const NativeTypeError = TypeError;
const NativeString = String;
const NativeNumber = Number;
const NativeURL = URL;
const NativeResponse = Response;
const NativeProxy = Proxy;
const NativeMessageChannel = MessageChannel;
const decode = decodeURIComponent;
const toUpperCase = String.prototype.toUpperCase;
const toLowerCase = String.prototype.toLowerCase;
const lowerCase = (text: string) => apply(toLowerCase, text, []) as string;
const functionToString = Function.prototype.toString;
const realSetTimeout = window.setTimeout;
const realSetInterval = window.setInterval;
const postToPort = MessagePort.prototype.postMessage;
const addListener = EventTarget.prototype.addEventListener;
const getter = (prototype: object, name: string) =>
  getOwnPropertyDescriptor(prototype, name)!.get! as (this: unknown) => unknown;
const currentScriptOf = getter(Document.prototype, 'currentScript');
const requestUrl = getter(Request.prototype, 'url');
const requestMethod = getter(Request.prototype, 'method');
const requestHeaders = getter(Request.prototype, 'headers');
const requestSignal = getter(Request.prototype, 'signal');
const requestClone = Request.prototype.clone;
const requestText = Request.prototype.text;
const urlPathname = getter(URL.prototype, 'pathname');
const urlSearchParams = getter(URL.prototype, 'searchParams');
const searchForEach = URLSearchParams.prototype.forEach;
const headersForEach = Headers.prototype.forEach;
const signalAborted = getter(AbortSignal.prototype, 'aborted');
const pageWindow = window;
const pageDocument = document;
const realPerformance = performance;

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
/** This runtime's own reports, on the console as it is now (the learner's may replace it later). */
const warn = console.warn;
const reportError = console.error;

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
 * A list that learner code cannot observe being written: elements are defined, never assigned,
 * so no setter on `Array.prototype`'s index positions runs, and no `push` is looked up.
 */
type List<T> = T[];
const newList = <T>(): List<T> => [];
function append<T>(list: List<T>, value: T): void {
  defineProperty(list, list.length, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/**
 * The loop guard's clock (loop-guard.ts): real time, taken before any learner code or the tests'
 * virtual clock exists, so moving that clock never stops a loop.
 */
const realNow = performance.now.bind(performance);
Object.defineProperty(window, '__launchpadNow', { value: () => realNow() });

/**
 * Real turns of the page's event loop: a message round trip, which no clock touches. Callbacks,
 * not promises: a promise's `then` and `constructor` are the learner's to replace.
 */
const realChannel = new NativeMessageChannel();
const turns = objectCreate(null) as Record<number, () => void>;
let firstTurn = 0;
let nextTurn = 0;
realChannel.port1.onmessage = () => {
  if (firstTurn === nextTurn) return;
  const then = turns[firstTurn]!;
  delete turns[firstTurn];
  firstTurn += 1;
  then();
};
function realTurn(then: () => void): void {
  turns[nextTurn] = then;
  nextTurn += 1;
  apply(postToPort, realChannel.port2, [null]);
}

// ---------------------------------------------------------------------------------------------
// The tests' virtual clock
// ---------------------------------------------------------------------------------------------

/**
 * The tests' clock (a challenge with `config.clock: 'virtual'`, test runs only): installed by the
 * learner's document before any of its code, it runs the learner's timers and Date on virtual
 * time that `advanceClock(ms)` moves forward, so a test of a stopwatch or a debounce waits for no
 * real time. The clock moves in small steps, and after each the page gets real turns of its event
 * loop (a message round trip, which the clock does not touch), so that React renders and runs its
 * effects between timers as it would in real time.
 *
 * It is this script's own, not @sinonjs/fake-timers: that clock lives in the learner's world too,
 * hangs itself on the functions it installs (`setTimeout.clock`, `Date.clock`), and keeps its
 * timers in Maps and arrays whose methods learner code can replace (a replaced `Map.prototype.set`
 * was handed its timer table). Here the timers, the time and the counts are this closure's, and
 * what the page gets (`setTimeout`, `setInterval`, `clearTimeout`, `clearInterval`, `Date`,
 * `performance.now`) only reaches them.
 */
const CLOCK_STEP_MS = 10;
/** What browsers do with a delay beyond 32 bits: run it at once. */
const MAX_DELAY_MS = 2147483647;

interface Timer {
  id: number;
  callback: (...args: unknown[]) => unknown;
  args: unknown[];
  callAt: number;
  /** 0 for a timeout, the period of an interval. */
  interval: number;
  /** Creation order: timers due at the same time run in it. */
  order: number;
  /** The fake API's reply delays: neither the page's to clear nor counted as the page's. */
  internal: boolean;
}

let virtual = false;
let virtualNow = 0;
let performanceAtStart = 0;
let startedAt = 0;
const timers = objectCreate(null) as Record<string, Timer>;
let nextTimerId = 1;
let nextOrder = 0;
/** True while the clock runs a step: a timer set then with no delay waits 1 ms, as fake-timers did. */
let ticking = false;

function addTimer(
  callback: unknown,
  delay: unknown,
  args: unknown[],
  repeat: boolean,
  internal: boolean,
): number {
  if (typeof callback !== 'function') {
    throw new NativeTypeError('Callback must be provided to timer calls as a function');
  }
  let ms = typeof delay === 'number' ? delay : NativeNumber(delay);
  if (!(ms > 0)) ms = 0;
  if (ms > MAX_DELAY_MS) ms = 1;
  ms -= ms % 1;
  const timer = objectCreate(null) as Timer;
  timer.id = nextTimerId;
  nextTimerId += 1;
  timer.callback = callback as Timer['callback'];
  timer.args = args;
  timer.callAt = virtualNow + (ms === 0 && ticking ? 1 : ms);
  timer.interval = repeat ? (ms < 1 ? 1 : ms) : 0;
  timer.order = nextOrder;
  nextOrder += 1;
  timer.internal = internal;
  timers[timer.id] = timer;
  return timer.id;
}

/** The page's clearTimeout and clearInterval (browsers let either clear either). */
function clearTimer(id: unknown): void {
  const key = typeof id === 'number' ? id : NativeNumber(id);
  const timer = timers[key];
  if (timer && !timer.internal) delete timers[key];
}

/** The next timer due by `end`: the earliest, then the first set. */
function nextDue(end: number): Timer | undefined {
  let next: Timer | undefined;
  // A null-prototype table: `for...in` sees its own timers only.
  for (const key in timers) {
    const timer = timers[key]!;
    if (timer.callAt > end) continue;
    if (
      !next ||
      timer.callAt < next.callAt ||
      (timer.callAt === next.callAt && timer.order < next.order)
    ) {
      next = timer;
    }
  }
  return next;
}

/** Learner timers waiting: all of them, or the intervals only. */
function countTimers(intervalsOnly: boolean): number {
  let count = 0;
  for (const key in timers) {
    const timer = timers[key]!;
    if (!timer.internal && (!intervalsOnly || timer.interval > 0)) count += 1;
  }
  return count;
}

/**
 * Runs every timer due by `end`, each in a task of its own with a real turn after it (the promise
 * callbacks it started settle before the next), then sets the clock to `end`. The first error a
 * timer throws is handed to `done`, after the step, as fake-timers' tickAsync did.
 */
function runDue(end: number, done: (failed: boolean, error: unknown) => void): void {
  let failed = false;
  let firstError: unknown;
  const next = () => {
    const timer = nextDue(end);
    if (!timer) {
      virtualNow = end;
      done(failed, firstError);
      return;
    }
    if (timer.callAt > virtualNow) virtualNow = timer.callAt;
    if (timer.interval > 0) {
      timer.callAt += timer.interval;
      timer.order = nextOrder;
      nextOrder += 1;
    } else {
      delete timers[timer.id];
    }
    try {
      apply(timer.callback, undefined, timer.args);
    } catch (error) {
      if (!failed) firstError = error;
      failed = true;
    }
    realTurn(next);
  };
  next();
}

/** How long the clock holds still for requests on their way to the fake API, at most. */
const ARRIVAL_WAIT_MS = 1000;

/**
 * The api topic's fake API counts requests the browser is still handing over (their body being
 * read, their handler asked): virtual time holds still for them, in real turns, so their replies'
 * delays start from when they were sent, not from however far the clock ran meanwhile.
 */
function untilRequestsArrived(then: () => void): void {
  const started = realNow();
  const check = () => {
    if (arriving > 0 && realNow() - started < ARRIVAL_WAIT_MS) realTurn(check);
    else then();
  };
  check();
}

/**
 * Advances waiting their turn: a second `sleep` moves the clock from where the first one ended.
 * Callbacks, not a chain of promises, for the reason realTurn gives.
 */
const waitingAdvances = newList<() => void>();
let firstWaitingAdvance = 0;
let advanceRunning = false;

function advance(ms: number): Promise<void> {
  const distance = ms > 0 ? ms : 0;
  return new NativePromise<void>((resolve, reject) => {
    const begin = () => {
      const end = virtualNow + distance;
      const finished = (failed: boolean, error: unknown) => {
        if (failed) reject(error);
        else resolve();
        advanceRunning = false;
        if (firstWaitingAdvance < waitingAdvances.length) {
          const next = waitingAdvances[firstWaitingAdvance]!;
          firstWaitingAdvance += 1;
          advanceRunning = true;
          next();
        }
      };
      const step = () => {
        if (virtualNow >= end) {
          finished(false, undefined);
          return;
        }
        untilRequestsArrived(() => {
          ticking = true;
          const stepEnd = end - virtualNow < CLOCK_STEP_MS ? end : virtualNow + CLOCK_STEP_MS;
          runDue(stepEnd, (failed, error) => {
            ticking = false;
            if (failed) finished(true, error);
            else realTurn(() => realTurn(step));
          });
        });
      };
      step();
    };
    if (advanceRunning) {
      append(waitingAdvances, begin);
    } else {
      advanceRunning = true;
      begin();
    }
  });
}

/** The page's `Date` on the virtual clock: `new Date()`, `Date()` and `Date.now()` read it. */
function virtualDate(): DateConstructor {
  function Date(this: unknown, ...args: unknown[]): unknown {
    if (new.target === undefined)
      return apply(dateToString, construct(NativeDate, [virtualNow]), []);
    return construct(NativeDate, args.length === 0 ? [virtualNow] : args, new.target);
  }
  defineProperty(Date, 'prototype', { value: NativeDate.prototype, writable: false });
  defineProperty(Date, 'length', { value: 7 });
  for (const name of ['parse', 'UTC'] as const) {
    defineProperty(Date, name, { value: NativeDate[name], writable: true, configurable: true });
  }
  defineProperty(Date, 'now', {
    value: function now() {
      return virtualNow;
    },
    writable: true,
    configurable: true,
  });
  defineProperty(Date, 'toString', {
    value: function toString() {
      return apply(functionToString, NativeDate, []);
    },
    writable: true,
    configurable: true,
  });
  return Date as unknown as DateConstructor;
}

/**
 * The page's `performance`: `now()` on the virtual clock, the rest the real one's. A stand-in
 * object, as fake-timers installed, so React (which took the real one as it loaded) keeps real time.
 */
function virtualPerformance(): Performance {
  const handler = objectCreate(null) as ProxyHandler<Performance>;
  const now = function now() {
    return performanceAtStart + (virtualNow - startedAt);
  };
  handler.get = (target, key) => {
    if (key === 'now') return now;
    const value = reflectGet(target, key, target) as unknown;
    return typeof value === 'function'
      ? (...args: unknown[]) => apply(value as (...a: unknown[]) => unknown, target, args)
      : value;
  };
  return new NativeProxy(realPerformance, handler);
}

/** A frame every 16 ms of the clock, as fake-timers ran them. */
const FRAME_MS = 16;
/** An idle callback's wait when it names no timeout. */
const IDLE_MS = 50;

/** What the page's code calls once the clock runs (named as the browser's own). */
const pageTimers = {
  setTimeout(handler: unknown, timeout?: unknown, ...args: unknown[]) {
    return addTimer(handler, timeout, args, false, false);
  },
  setInterval(handler: unknown, timeout?: unknown, ...args: unknown[]) {
    return addTimer(handler, timeout, args, true, false);
  },
  clearTimeout(id?: unknown) {
    clearTimer(id);
  },
  clearInterval(id?: unknown) {
    clearTimer(id);
  },
  // Frames and idle callbacks are timers of the clock too, and counted as pending: a loop of
  // frames left running is a timer left running, whatever function started it.
  requestAnimationFrame(callback: unknown) {
    if (typeof callback !== 'function') {
      throw new NativeTypeError('requestAnimationFrame needs a callback function');
    }
    const frame = () => {
      apply(callback, undefined, [performanceAtStart + (virtualNow - startedAt)]);
    };
    const sinceStart = virtualNow - startedAt;
    return addTimer(frame, FRAME_MS - (sinceStart % FRAME_MS), newList(), false, false);
  },
  cancelAnimationFrame(id?: unknown) {
    clearTimer(id);
  },
  requestIdleCallback(callback: unknown, options?: unknown) {
    if (typeof callback !== 'function') {
      throw new NativeTypeError('requestIdleCallback needs a callback function');
    }
    const timeout =
      typeof options === 'object' && options !== null
        ? (options as { timeout?: unknown }).timeout
        : undefined;
    const deadline = freeze({ didTimeout: true, timeRemaining: () => 0 });
    const idle = () => {
      apply(callback, undefined, [deadline]);
    };
    return addTimer(
      idle,
      typeof timeout === 'number' && timeout > 0 ? timeout : IDLE_MS,
      newList(),
      false,
      false,
    );
  },
  cancelIdleCallback(id?: unknown) {
    clearTimer(id);
  },
};
const PAGE_TIMERS = [
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
] as const;

function startVirtualClock(): void {
  virtual = true;
  virtualNow = dateNow();
  startedAt = virtualNow;
  performanceAtStart = realNow();
  for (const name of PAGE_TIMERS) {
    defineProperty(pageWindow, name, {
      value: pageTimers[name],
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  defineProperty(pageWindow, 'Date', {
    value: virtualDate(),
    writable: true,
    enumerable: false,
    configurable: true,
  });
  defineProperty(pageWindow, 'performance', {
    value: virtualPerformance(),
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/** The page's time as the tests measure it: the virtual clock's, or real time. */
const pageNow = () => (virtual ? virtualNow : realNow());

/** Runs `callback` after `ms` on the page's clock, out of the page's reach (the fake API's delays). */
function later(callback: () => void, ms: number): void {
  if (virtual) addTimer(callback, ms, newList(), false, true);
  else apply(realSetTimeout, pageWindow, [callback, ms]);
}

// ---------------------------------------------------------------------------------------------
// The fake API's requests and routes (api topic)
// ---------------------------------------------------------------------------------------------

/**
 * The api topic's fake API (fake-api.ts) intercepts the page's fetch and XMLHttpRequest and hands
 * every request here: this is where it is logged, routed and answered, with the built-ins captured
 * above. A request the page answers from a copy of its own never arrives, so it is neither logged
 * nor heard by a test's handler: to the tests, it was never sent.
 *
 * Routes are the tests' (declared through the instruments, tried first) and the page's (declared
 * with `window.fakeApi`, e.g. by the given index.html for the preview). A test's handler lives in
 * the tests' world: it gets the request as JSON text and answers with JSON text, so no object of
 * the learner's world reaches it, and no test object reaches the learner's.
 */
interface Route {
  method: string;
  segments: List<string>;
  handler: (...args: unknown[]) => unknown;
}

/** A logged request; query and headers are [name, value, name, value...]. */
interface LoggedRequest {
  method: string;
  path: string;
  query: List<string>;
  headers: List<string>;
  /** The body's text, or null without one. */
  body: string | null;
  /** Whether the body's text is JSON (it is then logged as the value it spells). */
  json: boolean;
  /** The page's clock when the request arrived. */
  at: number;
  abortedAt: number | null;
}

interface ReplyOptions {
  status: number;
  json: unknown;
  text: string | undefined;
  headers: Record<string, string>;
  delay: number;
  networkError: boolean;
}

let testRoutes = newList<Route>();
let pageRoutes = newList<Route>();
let requestLog = newList<LoggedRequest>();
/** Requests handed over whose handler has not answered yet: the clock waits for them. */
let arriving = 0;

/** '/api/products/7/' → ['', 'api', 'products', '7'], by hand: no string method is looked up. */
function segmentsOf(path: string): List<string> {
  const segments = newList<string>();
  let current = '';
  for (let i = 0; i < path.length; i += 1) {
    const character = path[i];
    if (character === '/') {
      append(segments, current);
      current = '';
    } else {
      current += character;
    }
  }
  append(segments, current);
  // A trailing slash is the same path.
  while (segments.length > 1 && segments[segments.length - 1] === '') segments.length -= 1;
  return segments;
}

/** The route's `:name` parts of `path` as [name, value...], or undefined if it does not match. */
function paramsOf(route: Route, path: List<string>): List<string> | undefined {
  if (route.segments.length !== path.length) return undefined;
  const params = newList<string>();
  for (let i = 0; i < path.length; i += 1) {
    const part = route.segments[i]!;
    const actual = path[i]!;
    if (part[0] === ':') {
      if (actual === '') return undefined;
      let value = actual;
      try {
        value = decode(actual);
      } catch {
        // Malformed escapes stay as they were sent.
      }
      let name = '';
      for (let j = 1; j < part.length; j += 1) name += part[j];
      append(params, name);
      append(params, value);
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
}

function findRoute(
  routes: List<Route>,
  method: string,
  path: List<string>,
): { route: Route; params: List<string> } | undefined {
  // The latest declaration of a route wins.
  for (let i = routes.length - 1; i >= 0; i -= 1) {
    const route = routes[i]!;
    if (route.method !== method) continue;
    const params = paramsOf(route, path);
    if (params) return { route, params };
  }
  return undefined;
}

function declare(routes: List<Route>, method: string, path: string, handler: unknown): void {
  if (typeof handler !== 'function') {
    throw new NativeTypeError(`fakeApi.${lowerCase(method)}('${path}') needs a handler function`);
  }
  const route = objectCreate(null) as Route;
  route.method = method;
  route.segments = segmentsOf(path);
  route.handler = handler as Route['handler'];
  append(routes, route);
}

/** JSON text of [name, value...] as an object; a repeated name keeps its last value. */
function pairsJson(pairs: List<string>): string {
  let text = '{';
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    if (i > 0) text += ',';
    text += `${stringify(pairs[i])}:${stringify(pairs[i + 1])}`;
  }
  return `${text}}`;
}

/** JSON text of the body: the value it spells when it is JSON, else its text. */
const bodyJson = (entry: LoggedRequest) =>
  entry.body === null ? 'null' : entry.json ? entry.body : stringify(entry.body);

/** What a handler gets: `{ method, path, params, query, headers, body }`, as JSON text. */
const requestJson = (entry: LoggedRequest, params: List<string>) =>
  `{"method":${stringify(entry.method)},"path":${stringify(entry.path)},"params":${pairsJson(params)},"query":${pairsJson(entry.query)},"headers":${pairsJson(entry.headers)},"body":${bodyJson(entry)}}`;

/** The log as the tests read it, oldest first, as JSON text. */
function logJson(): string {
  let text = '[';
  for (let i = 0; i < requestLog.length; i += 1) {
    const entry = requestLog[i]!;
    if (i > 0) text += ',';
    text += `{"method":${stringify(entry.method)},"path":${stringify(entry.path)},"query":${pairsJson(entry.query)},"headers":${pairsJson(entry.headers)},"body":${bodyJson(entry)},"at":${stringify(entry.at)},"aborted":${entry.abortedAt === null ? 'false' : 'true'},"abortedAt":${stringify(entry.abortedAt)}}`;
  }
  return `${text}]`;
}

/** A reply made by `fakeApi.reply` on the page: anything else a page handler returns is JSON. */
class PageReply {
  constructor(readonly options: unknown) {}
}

/** An own data property of a test's reply (parsed JSON): nothing inherited is read. */
function own(object: unknown, key: string): unknown {
  if (typeof object !== 'object' || object === null) return undefined;
  const descriptor = getOwnPropertyDescriptor(object, key);
  return descriptor && 'value' in descriptor ? descriptor.value : undefined;
}

/** A reply's options, from a test's parsed JSON (own properties only) or a page handler. */
function replyOptions(
  source: unknown,
  read: (object: unknown, key: string) => unknown,
): ReplyOptions {
  const options = objectCreate(null) as ReplyOptions;
  const status = read(source, 'status');
  options.status = typeof status === 'number' ? status : 200;
  options.json = read(source, 'json');
  const text = read(source, 'text');
  options.text = text === undefined ? undefined : NativeString(text);
  options.headers = objectCreate(null) as Record<string, string>;
  const headers = read(source, 'headers');
  if (typeof headers === 'object' && headers !== null) {
    const names = ownKeys(headers);
    for (let i = 0; i < names.length; i += 1) {
      const name = names[i]!;
      if (typeof name === 'string') options.headers[name] = NativeString(read(headers, name));
    }
  }
  const delay = read(source, 'delay');
  options.delay = typeof delay === 'number' && delay > 0 ? delay : 0;
  options.networkError = read(source, 'networkError') === true;
  return options;
}
const pageRead = (object: unknown, key: string): unknown =>
  typeof object === 'object' && object !== null
    ? (object as Record<string, unknown>)[key]
    : undefined;

function responseOf(options: ReplyOptions): Response {
  const headers = options.headers;
  let body: string | null = null;
  if (options.json !== undefined) {
    if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
    body = stringify(options.json);
  } else if (options.text !== undefined) {
    if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'text/plain; charset=utf-8';
    body = options.text;
  }
  // A 204 or 304 carries no body, as a real server's would not.
  const init = objectCreate(null) as ResponseInit;
  init.status = options.status;
  init.headers = headers;
  return new NativeResponse(options.status === 204 || options.status === 304 ? null : body, init);
}
function hasHeader(headers: Record<string, string>, lowerCaseName: string): boolean {
  for (const name in headers) {
    if (lowerCase(name) === lowerCaseName) return true;
  }
  return false;
}

/** The controller @mswjs/interceptors hands with each request. */
interface Controller {
  respondWith(response: Response): void;
  errorWith(error: unknown): void;
}

const THREW = 'threw';

/**
 * A request as it arrives: logged with the page's clock, its abort watched on the request's own
 * signal. Undefined for anything the browser did not make (a getter refuses it).
 */
function arrival(request: unknown): { entry: LoggedRequest; body: Promise<string> } | undefined {
  try {
    const url = new NativeURL(NativeString(apply(requestUrl, request, [])));
    const entry = objectCreate(null) as LoggedRequest;
    entry.at = pageNow();
    entry.method = apply(
      toUpperCase,
      NativeString(apply(requestMethod, request, [])),
      [],
    ) as string;
    entry.path = NativeString(apply(urlPathname, url, []));
    const query = newList<string>();
    apply(searchForEach, apply(urlSearchParams, url, []), [
      (value: string, name: string) => {
        append(query, name);
        append(query, value);
      },
    ]);
    entry.query = query;
    const headers = newList<string>();
    apply(headersForEach, apply(requestHeaders, request, []), [
      (value: string, name: string) => {
        append(headers, name);
        append(headers, value);
      },
    ]);
    entry.headers = headers;
    entry.body = null;
    entry.json = false;
    entry.abortedAt = null;
    const signal = apply(requestSignal, request, []) as AbortSignal;
    const aborted = () => {
      // The signal's own state, not the event: an 'abort' event is anyone's to dispatch.
      if (entry.abortedAt === null && apply(signalAborted, signal, [])) entry.abortedAt = pageNow();
    };
    aborted();
    apply(addListener, signal, ['abort', aborted]);
    const body = apply(requestText, apply(requestClone, request, []), []) as Promise<string>;
    return { entry, body };
  } catch {
    return undefined;
  }
}

/**
 * Handles one request the fake API intercepted: logs it as it arrives, reads its body, asks the
 * route's handler, and answers after the reply's delay. Resolves when done.
 */
function deliver(request: unknown, controller: unknown): Promise<void> {
  return new NativePromise<void>((resolve) => {
    const answer = controller as Controller;
    const arrived = arrival(request);
    if (!arrived) {
      // Not a request the browser made: nothing is logged, and the page's call fails.
      answer.errorWith(new NativeTypeError('Failed to fetch'));
      resolve();
      return;
    }
    const { entry, body } = arrived;
    arriving += 1;
    append(requestLog, entry);
    let asked = false;
    const handlerAnswered = () => {
      if (!asked) arriving -= 1;
      asked = true;
    };
    const finish = (options: ReplyOptions) => {
      handlerAnswered();
      const reply = () => {
        try {
          if (options.networkError) answer.errorWith(new NativeTypeError('Failed to fetch'));
          else answer.respondWith(responseOf(options));
        } catch {
          // Aborted meanwhile: the interceptor has answered the page already.
        } finally {
          resolve();
        }
      };
      // The delay counts from the request's arrival, not from when its handler answered.
      const delay = options.delay - (pageNow() - entry.at);
      if (delay > 0) later(reply, delay);
      else reply();
    };
    const failed = (why: string) => {
      reportError(`fakeApi: the handler of ${entry.method} ${entry.path} ${why}`);
      const options = replyOptions(undefined, own);
      options.status = 500;
      options.json = { error: 'Internal Server Error' };
      finish(options);
    };
    const withBody = (text: unknown) => {
      if (typeof text === 'string' && text !== '') {
        entry.body = text;
        try {
          parse(text);
          entry.json = true;
        } catch {
          entry.json = false;
        }
      }
      const path = segmentsOf(entry.path);
      const testRoute = findRoute(testRoutes, entry.method, path);
      const pageRoute = testRoute ? undefined : findRoute(pageRoutes, entry.method, path);
      if (testRoute) askTests(testRoute, entry, finish, failed);
      else if (pageRoute) askPage(pageRoute, entry, finish, failed);
      else {
        warn(`fakeApi: no route for ${entry.method} ${entry.path} (answered 404)`);
        const options = replyOptions(undefined, own);
        options.status = 404;
        options.json = { error: 'Not Found' };
        finish(options);
      }
    };
    // Both outcomes go on; the promise `then` returns has no one to tell.
    void apply(promiseThen, body, [withBody, () => withBody(null)]);
  });
}

/** A test's handler: JSON text in, JSON text (or a promise of it) out, from the tests' world. */
function askTests(
  found: { route: Route; params: List<string> },
  entry: LoggedRequest,
  finish: (options: ReplyOptions) => void,
  failed: (where: string) => void,
): void {
  const answered = (text: unknown) => {
    let reply: unknown;
    try {
      reply = typeof text === 'string' && text !== THREW ? parse(text) : undefined;
    } catch {
      reply = undefined;
    }
    const options = own(reply, 'reply');
    if (typeof options === 'object' && options !== null) finish(replyOptions(options, own));
    else failed('threw');
  };
  let result: unknown;
  try {
    result = apply(found.route.handler, undefined, [requestJson(entry, found.params)]);
  } catch {
    failed('threw');
    return;
  }
  if (typeof result === 'string') {
    answered(result);
    return;
  }
  try {
    void apply(promiseThen, result, [answered, () => failed('threw')]);
  } catch {
    failed('answered neither JSON text nor a promise of it');
  }
}

/** A page's handler (the preview's routes): the page's own values, read as the page's. */
function askPage(
  found: { route: Route; params: List<string> },
  entry: LoggedRequest,
  finish: (options: ReplyOptions) => void,
  failed: (where: string) => void,
): void {
  const answered = (value: unknown) => {
    try {
      finish(
        value instanceof PageReply
          ? replyOptions(value.options, pageRead)
          : replyOptions({ json: value }, pageRead),
      );
    } catch {
      failed('answered what cannot be sent');
    }
  };
  let result: unknown;
  try {
    result = apply(found.route.handler, undefined, [parse(requestJson(entry, found.params))]);
  } catch (error) {
    reportError(`fakeApi: the handler of ${entry.method} ${entry.path} threw`, error);
    failed('threw');
    return;
  }
  try {
    // A promise (an async handler) is waited for; any other value is the answer.
    void apply(promiseThen, result, [answered, () => failed('threw')]);
  } catch {
    answered(result);
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * What fake-api.ts needs of this closure: where to hand each intercepted request, and the page's
 * own routes (`window.fakeApi`). Public: handing over a request is what sending one is, and the
 * page's routes are the page's.
 */
const network = freeze({
  deliver,
  pageRoute(method: unknown, path: unknown, handler: unknown): void {
    const name = NativeString(method);
    let known: string | undefined;
    for (let i = 0; i < METHODS.length; i += 1) if (METHODS[i] === name) known = METHODS[i];
    if (!known) throw new NativeTypeError(`fakeApi has no method ${name}`);
    declare(pageRoutes, known, NativeString(path), handler);
  },
  /** Forgets the page's routes; the tests' routes and the log are the tests'. */
  pageReset(): void {
    pageRoutes = newList();
  },
  reply: (options: unknown) => new PageReply(options),
  /** The log as the page may read it (a copy: the page cannot change the tests'). */
  log: () => parse(logJson()) as unknown,
});
defineProperty(window, '__launchpadNetwork', { value: network });

// ---------------------------------------------------------------------------------------------
// The run's naming, the clock's start, and the tests' instruments
// ---------------------------------------------------------------------------------------------

/**
 * The script that named the run (`window.__launchpad = …`, the first script of the learner's
 * document, written by document.ts before any learner code): only it may start the clock. Learner
 * code that starts it later (in a challenge that keeps real time) would move the tests' time.
 */
let runInfo: unknown;
let namingScript: unknown = null;
let named = false;
defineProperty(window, '__launchpad', {
  configurable: false,
  enumerable: false,
  get: () => runInfo,
  set(value: unknown) {
    runInfo = value;
    if (named) return;
    named = true;
    namingScript = apply(currentScriptOf, pageDocument, []);
  },
});

defineProperty(window, '__launchpadStartClock', {
  value() {
    if (virtual) return;
    if (namingScript === null || apply(currentScriptOf, pageDocument, []) !== namingScript) {
      throw new NativeError('The virtual clock starts before the learner code, or not at all.');
    }
    startVirtualClock();
  },
});

/**
 * What the tests measure, read on their behalf by the learner's side of the membrane
 * (learner-side.ts), which takes this once as it loads, before any learner code. Every answer is a
 * number, null or JSON text: no object of this world crosses to the tests'.
 */
const instruments = freeze({
  /**
   * Moves the tests' clock by `ms`, running what falls due, and resolves once it has; answers
   * undefined (nothing to wait for) when this run's clock is real. The tests' alone: time moves
   * only when a test sleeps, so a page cannot add to the gaps the tests measure.
   */
  advance: (ms: unknown): Promise<void> | undefined =>
    virtual ? advance(typeof ms === 'number' ? ms : 0) : undefined,
  /** The page's clock: virtual milliseconds, or real ones when the run keeps real time. */
  now: (): number => pageNow(),
  /** The page's timers waiting (timeouts not yet run, intervals not cleared); null if real. */
  timersPending: (): number | null => (virtual ? countTimers(false) : null),
  /** The page's intervals not cleared; null when the run keeps real time. */
  intervalsRunning: (): number | null => (virtual ? countTimers(true) : null),
  /** Declares a test's route; its handler takes and answers JSON text. Why not, if refused. */
  route(method: unknown, path: unknown, handler: unknown): string | undefined {
    const name = NativeString(method);
    for (let i = 0; i < METHODS.length; i += 1) {
      if (METHODS[i] === name) {
        try {
          declare(testRoutes, name, NativeString(path), handler);
          return undefined;
        } catch (error) {
          return error instanceof NativeError ? error.message : 'The route was refused';
        }
      }
    }
    return `fakeApi has no method ${name}`;
  },
  /** Forgets every route (the page's too, so only what a test declares answers) and the log. */
  reset(): void {
    testRoutes = newList();
    pageRoutes = newList();
    requestLog = newList();
  },
  /** The requests the fake API has received, oldest first, as JSON text. */
  log: (): string => logJson(),
});
export type Instruments = typeof instruments;

defineProperty(window, '__launchpadInstruments', {
  configurable: true,
  value(): Instruments {
    deleteProperty(pageWindow, '__launchpadInstruments');
    return instruments;
  },
});

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
// that never yields (a loop the guard cannot see, an endless promise chain) stops these too. On
// the real timer taken above: the tests' clock neither runs nor counts it.
apply(realSetInterval, pageWindow, [() => post({ type: 'heartbeat' }), 250]);
