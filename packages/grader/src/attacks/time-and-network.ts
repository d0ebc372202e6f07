/**
 * Tampering with what the tests measure: time, timers and the fake API's requests (issue #47).
 * Each entry is learner code that wants points without solving, put at the top of the learner's
 * script (`script.js`, or `App.jsx` for a React challenge) before the starter's code, and before
 * the closest wrong solution's where the trick forges a measurement that wrong solution fails
 * (`wrong`: challenge slug → the `wrong/` folder). attacks-time-and-network.test.ts grades each
 * one: never solved, never more passed tests than the untouched code, no hidden test's text in
 * the answer. A new trick is a new entry.
 *
 * The code runs in the learner's world, as a classic script (React: compiled with the component).
 * `before` says whether the trick succeeded before the tests measured through the trusted side
 * (runtime/bridge.ts and runtime/fake-api.ts, docs/decisions/0019 "Time, timers and requests").
 */
export interface TimeAndNetworkAttack {
  name: string;
  code: string;
  /** Challenge slugs the entry is graded on. */
  appliesTo: string[];
  /** Per slug, the wrong solution (a `wrong/` folder) the trick would turn into 'solved'. */
  wrong?: Record<string, string>;
  /**
   * What the trick did before the fix (issue #47): 'solved' a wrong solution (or beat the code
   * without it), or nothing, because no test read what it forged yet.
   */
  before: 'solved' | 'no effect';
  /**
   * Why the trick still works, and what would close it: the suite then expects it to beat the
   * untouched code (so the entry fails the day it is closed, and is moved to the rest).
   */
  open?: string;
}

export const timeAndNetworkAttacks: TimeAndNetworkAttack[] = [
  {
    name: "accessors on window.setInterval and clearInterval throw away the tests' counting wrappers",
    before: 'solved',
    appliesTo: ['stopwatch-effect-cleanup'],
    wrong: { 'stopwatch-effect-cleanup': 'cleared-only-on-stop' },
    code: `
      (() => {
        const setInterval = window.setInterval;
        const clearInterval = window.clearInterval;
        // Whatever the tests assign is dropped: the page keeps the timers it has.
        Object.defineProperty(window, 'setInterval', { configurable: true, get: () => setInterval, set() {} });
        Object.defineProperty(window, 'clearInterval', { configurable: true, get: () => clearInterval, set() {} });
      })();`,
  },
  {
    name: "accessors on window.setTimeout and clearTimeout throw away the tests' counting wrappers",
    before: 'solved',
    appliesTo: ['use-debounced-value'],
    wrong: { 'use-debounced-value': 'ref-timer-no-cleanup' },
    code: `
      (() => {
        const setTimeout = window.setTimeout;
        const clearTimeout = window.clearTimeout;
        Object.defineProperty(window, 'setTimeout', { configurable: true, get: () => setTimeout, set() {} });
        Object.defineProperty(window, 'clearTimeout', { configurable: true, get: () => clearTimeout, set() {} });
      })();`,
  },
  {
    name: "the page's Date reports the retry gaps the tests want",
    before: 'solved',
    appliesTo: ['retry-with-backoff'],
    wrong: { 'retry-with-backoff': 'no-backoff' },
    code: `
      (() => {
        // Retries wait 500 ms each; Date adds what doubling waits would have added.
        const RealDate = Date;
        let attempt = -1;
        let extra = 0;
        const realFetch = window.fetch;
        window.fetch = function (...args) {
          attempt += 1;
          extra = 500 * (2 ** attempt - 1 - attempt);
          return realFetch.apply(this, args);
        };
        class ForgedDate extends RealDate {
          static now() { return RealDate.now() + extra; }
        }
        window.Date = ForgedDate;
        const reset = window.fakeApi && window.fakeApi.reset;
        if (reset) window.fakeApi.reset = function () { attempt = -1; extra = 0; return reset.call(this); };
      })();`,
  },
  {
    name: 'the virtual clock, reached as setTimeout.clock, is moved on before each retry',
    before: 'solved',
    appliesTo: ['retry-with-backoff'],
    wrong: { 'retry-with-backoff': 'no-backoff' },
    code: `
      (() => {
        const clock = setTimeout.clock || Date.clock || (window.performance && performance.clock);
        let attempt = -1;
        const realFetch = window.fetch;
        window.fetch = function (...args) {
          attempt += 1;
          // The page waited 500 ms; the clock jumps by what a doubled wait would have added.
          if (attempt >= 2) clock.setSystemTime(clock.now + 500 * (2 ** (attempt - 1) - 1));
          return realFetch.apply(this, args);
        };
        const inner = fetchWithRetry;
        fetchWithRetry = function (...args) { attempt = -1; return inner.apply(this, args); };
      })();`,
  },
  {
    name: "the tests' route handlers pass through the page's fakeApi, which answers the polls after a failure itself",
    before: 'solved',
    appliesTo: ['poll-until-done'],
    wrong: { 'poll-until-done': 'no-stop-on-failed' },
    code: `
      (() => {
        const api = window.fakeApi;
        const get = api.get;
        api.get = (path, handler) => {
          let last;
          return get(path, (request) => {
            // Once the job has failed, the page's next poll reaches the fake API but never the
            // tests, and fails, which ends the page's loop.
            if (last && last.status === 'failed') return api.reply({ networkError: true });
            last = handler(request);
            return last;
          });
        };
      })();`,
  },
  {
    name: "a patched Array.prototype.unshift reaches the fake API's route registry and swaps the tests' handlers",
    before: 'solved',
    appliesTo: ['poll-until-done'],
    wrong: { 'poll-until-done': 'no-stop-on-failed' },
    code: `
      (() => {
        const unshift = Array.prototype.unshift;
        Array.prototype.unshift = function (...items) {
          for (const item of items) {
            if (item && typeof item.handler === 'function' && item.method === 'GET') {
              const handler = item.handler;
              let last;
              item.handler = (request) => {
                if (last && last.status === 'failed') return window.fakeApi.reply({ networkError: true });
                last = handler(request);
                return last;
              };
            }
          }
          return unshift.apply(this, items);
        };
      })();`,
  },
  {
    name: "an accessor on window.fetch hands the tests' fetch watcher a signal of its own",
    before: 'solved',
    appliesTo: ['search-latest-only', 'fetch-with-timeout'],
    wrong: { 'search-latest-only': 'no-abort', 'fetch-with-timeout': 'timer-not-cleared' },
    code: `
      (() => {
        const realFetch = window.fetch;
        let watcher = null;
        let inside = false;
        let previous = null;
        // The watcher sees a signal that aborts when a newer request starts, or when the page's own
        // signal aborts before the answer: what a correct page would do. The real request is
        // never aborted.
        function watched(url, options) {
          if (inside || !watcher) return realFetch(url, options);
          if (previous) previous.abort();
          const forged = new AbortController();
          previous = forged;
          let answered = false;
          const own = options && options.signal;
          if (own) own.addEventListener('abort', () => { if (!answered) forged.abort(); });
          inside = true;
          try {
            const reply = watcher(url, { ...(options || {}), signal: forged.signal });
            Promise.resolve(reply).then(() => { answered = true; if (previous === forged) previous = null; }, () => {});
            return reply;
          } finally {
            inside = false;
          }
        }
        Object.defineProperty(window, 'fetch', {
          configurable: true,
          get: () => watched,
          set: (value) => { watcher = value === watched ? null : value; previous = null; },
        });
      })();`,
  },
  {
    name: "hand-built timers on a MessageChannel, polling the page's Date, keep the page's timers off the clock's count",
    before: 'solved',
    appliesTo: ['use-debounced-value', 'stopwatch-effect-cleanup'],
    wrong: {
      'use-debounced-value': 'ref-timer-no-cleanup',
      'stopwatch-effect-cleanup': 'cleared-only-on-stop',
    },
    code: `
      // Timers the clock never sees: each polls Date on a message loop until it is due. Declared
      // at the top level, so the component's setTimeout is this one whatever window.setTimeout is.
      const timerHandles = new Map();
      let nextTimer = 1;
      const startTimer = (callback, ms, args, repeat) => {
        const id = nextTimer++;
        let due = Date.now() + (Number(ms) || 0);
        const channel = new MessageChannel();
        timerHandles.set(id, channel);
        channel.port1.onmessage = () => {
          if (!timerHandles.has(id)) return;
          if (Date.now() >= due) {
            if (repeat) due += Number(ms) || 1;
            else timerHandles.delete(id);
            callback(...args);
          }
          if (timerHandles.has(id)) channel.port2.postMessage(null);
        };
        channel.port2.postMessage(null);
        return id;
      };
      const stopTimer = (id) => { timerHandles.delete(id); };
      const setTimeout = (callback, ms, ...args) => startTimer(callback, ms, args, false);
      const setInterval = (callback, ms, ...args) => startTimer(callback, ms, args, true);
      const clearTimeout = stopTimer;
      const clearInterval = stopTimer;`,
  },
  {
    name: 'the page starts the virtual clock itself, in a challenge that keeps real time',
    before: 'no effect',
    appliesTo: ['dashboard-all-settled'],
    wrong: { 'dashboard-all-settled': 'all-or-nothing' },
    code: `
      // On the virtual clock no time passes unless a test sleeps: every request seems to start together.
      try { window.__launchpadStartClock(); } catch (error) { console.warn(error.message); }`,
  },
  {
    name: "the page moves the virtual clock itself before each retry (the tests' sleep, called from the page)",
    before: 'solved',
    appliesTo: ['retry-with-backoff'],
    wrong: { 'retry-with-backoff': 'no-backoff' },
    code: `
      (() => {
        const advance = window.__launchpadAdvanceClock;
        let attempt = -1;
        const realFetch = window.fetch;
        window.fetch = function (...args) {
          attempt += 1;
          // Time moves on by what a doubled wait would have added, then the request goes.
          const extra = attempt >= 2 ? 500 * (2 ** (attempt - 1) - 1) : 0;
          const moved = extra > 0 && advance ? advance(extra) : undefined;
          return Promise.resolve(moved).then(() => realFetch.apply(this, args));
        };
        const inner = fetchWithRetry;
        fetchWithRetry = function (...args) { attempt = -1; return inner.apply(this, args); };
      })();`,
  },
  {
    // Held since both challenges load the fake API (config.fakeApi) and count what it received:
    // the tests no longer hand the page a spy, and a copy answered in the page was never sent.
    name: "an accessor on axios.get keeps the tests' spy and answers repeated requests from a copy",
    before: 'solved',
    appliesTo: ['fetch-users-loading-error', 'fetch-users'],
    wrong: { 'fetch-users-loading-error': 'effect-without-deps' },
    code: `
      (() => {
        const api = window.axios;
        let spy = api.get;
        const copies = new Map();
        Object.defineProperty(api, 'get', {
          configurable: true,
          get: () => (url, ...rest) => {
            if (!copies.has(url)) {
              const answer = spy(url, ...rest);
              copies.set(url, answer);
              Promise.resolve(answer).then(() => {}, () => copies.delete(url));
            }
            return copies.get(url);
          },
          set: (value) => { spy = value; copies.clear(); },
        });
      })();`,
  },
  {
    name: 'repeated requests are answered from a copy, so the fake API never hears them',
    before: 'no effect',
    appliesTo: ['retry-with-backoff', 'retry-button'],
    code: `
      (() => {
        const realFetch = window.fetch;
        const copies = new Map();
        window.fetch = async function (url, options) {
          const key = String(url) + ' ' + ((options && options.method) || 'GET');
          if (copies.has(key)) return copies.get(key).clone();
          const response = await realFetch(url, options);
          copies.set(key, response.clone());
          return response;
        };
      })();`,
  },
  {
    name: "window.fakeApi is replaced: its calls report the requests the tests want, and its reset forgets the tests' routes",
    before: 'no effect',
    appliesTo: ['retry-with-backoff', 'fetch-with-timeout'],
    wrong: { 'retry-with-backoff': 'no-backoff', 'fetch-with-timeout': 'timer-not-cleared' },
    code: `
      (() => {
        const real = window.fakeApi;
        const forgedCalls = [0, 500, 1500, 3500].map((at) => ({ method: 'GET', path: '/api/quote', query: {}, headers: {}, body: null, at, aborted: false, abortedAt: null }));
        const forged = { ...real, reset() {}, get calls() { return forgedCalls; } };
        Object.defineProperty(window, 'fakeApi', { configurable: true, get: () => forged, set() {} });
      })();`,
  },
];
