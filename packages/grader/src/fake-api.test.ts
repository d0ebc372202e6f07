import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunnerSource } from '@launchpad/runner/types';
import type { ChromiumGrader } from './pool.ts';
import { startTestGrader } from './testing.ts';

/**
 * The api topic's fake REST API (packages/runner runtime/fake-api.ts), graded by the real grader:
 * the learner's fetch and axios calls are answered inside the frame by the routes the tests
 * declare, with scripted latency, errors and aborts, and nothing reaches a network.
 */
let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader({ concurrency: 1 });
});
afterAll(() => grader?.close());

const html = '<main><p id="status"></p><ul id="list"></ul></main>';

async function results(source: Partial<RunnerSource>, tests: string) {
  const run = await grader.grade(
    { topic: 'api', files: { 'index.html': html }, ...source } as RunnerSource,
    { visible: tests },
  );
  expect(run.failure).toBeUndefined();
  return run.results.map(({ name, passed, message }) => ({ name, passed, message }));
}

const allPassed = (rows: { passed: boolean }[]) => rows.every((row) => row.passed);

describe('the fake API', () => {
  it("answers the page's fetch with the tests' route, params and query", async () => {
    const script = `
      async function loadProduct(id, page) {
        const response = await fetch('/api/products/' + id + '?page=' + page);
        return { status: response.status, body: await response.json() };
      }`;
    const rows = await results(
      { files: { 'index.html': html, 'script.js': script } },
      // The tests' own fetch is their world's: the page's is window.fetch.
      `test('a declared route answers with its handler', async () => {
        fakeApi.reset();
        const seen = [];
        fakeApi.get('/api/products/:id', (request) => {
          seen.push([request.params.id, request.query.page]);
          return { id: Number(request.params.id), name: 'Tea' };
        });
        expect(await loadProduct(7, 2)).toEqual({ status: 200, body: { id: 7, name: 'Tea' } });
        expect(seen).toEqual([['7', '2']]);
      });
      test('an undeclared route answers 404, never the network', async () => {
        fakeApi.reset();
        expect((await loadProduct(1, 1)).status).toBe(404);
        const outside = await window.fetch('https://example.com/anything');
        expect(outside.status).toBe(404);
      });
      test('a reply sets the status, and a network error rejects', async () => {
        fakeApi.reset();
        fakeApi.get('/api/products/:id', () => fakeApi.reply({ status: 500, json: { error: 'Down' } }));
        expect(await loadProduct(1, 1)).toEqual({ status: 500, body: { error: 'Down' } });
        fakeApi.get('/api/products/:id', () => fakeApi.reply({ networkError: true }));
        const failure = await loadProduct(1, 1).then(() => 'answered', (error) => error.message);
        expect(failure).toBe('Failed to fetch');
      });
      test('a post sends its JSON body to the handler', async () => {
        fakeApi.reset();
        fakeApi.post('/api/orders', ({ body }) => fakeApi.reply({ status: 201, json: { ...body, id: 9 } }));
        const response = await window.fetch('/api/orders', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ item: 'Tea' }) });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({ item: 'Tea', id: 9 });
        expect(fakeApi.calls.map((call) => call.method + ' ' + call.path)).toEqual(['POST /api/orders']);
      });`,
    );
    expect(rows.filter((row) => !row.passed)).toEqual([]);
    expect(rows).toHaveLength(4);
  });

  it('delays on the virtual clock, and an aborted request never shows', async () => {
    // The page shows the latest search only: each new search aborts the one before.
    const script = `
      let controller;
      async function search(term) {
        controller?.abort();
        controller = new AbortController();
        document.getElementById('status').textContent = 'Loading…';
        try {
          const response = await fetch('/api/search?q=' + term, { signal: controller.signal });
          const names = await response.json();
          document.getElementById('list').innerHTML = names.map((n) => '<li>' + n + '</li>').join('');
          document.getElementById('status').textContent = '';
        } catch (error) {
          if (error.name !== 'AbortError') document.getElementById('status').textContent = 'Failed';
        }
      }`;
    const rows = await results(
      { files: { 'index.html': html, 'script.js': script }, clock: 'virtual' },
      `test('the slow first answer is dropped for the second', async () => {
        fakeApi.reset();
        fakeApi.get('/api/search', ({ query }) =>
          fakeApi.reply({ json: [query.q + ' 1'], delay: query.q === 'slow' ? 1000 : 100 }));
        search('slow');
        search('fast');
        await sleep(50);
        expect(document.getElementById('status').textContent).toBe('Loading…');
        await sleep(2000);
        expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['fast 1']);
        expect(document.getElementById('status').textContent).toBe('');
      });`,
    );
    expect(rows).toEqual([
      { name: 'the slow first answer is dropped for the second', passed: true, message: '' },
    ]);
  });

  it("answers axios (XMLHttpRequest) and mounts a React challenge's component", async () => {
    const component = `
      import { useEffect, useState } from 'react';
      import axios from 'axios';
      export default function App() {
        const [users, setUsers] = useState(null);
        useEffect(() => { axios.get('/api/users').then((r) => setUsers(r.data)); }, []);
        if (!users) return <p>Loading…</p>;
        return <ul>{users.map((u) => <li key={u.id}>{u.name}</li>)}</ul>;
      }`;
    const rows = await results(
      {
        // The page (a given file) declares the preview's routes; the tests declare their own.
        files: {
          'App.jsx': component,
          'index.html':
            '<div id="root"></div><script>fakeApi.get("/api/users", () => [{ id: 1, name: "Preview" }]);</script>',
        },
        componentName: 'App',
      },
      `test('the users from the tests are listed', async () => {
        fakeApi.reset();
        fakeApi.get('/api/users', () => [{ id: 1, name: 'Asha' }, { id: 2, name: 'Ravi' }]);
        mountApp();
        expect(await screen.findAllByRole('listitem')).toHaveLength(2);
        expect(screen.getByText('Ravi')).toBeInTheDocument();
      });`,
    );
    expect(rows.filter((row) => !row.passed)).toEqual([]);
    expect(allPassed(rows)).toBe(true);
  });
});

/**
 * Issue #47: what the tests measure of the page (its clock, its timers, the requests the fake API
 * received) is kept by the frame's bridge, out of the learner code's reach, and read through the
 * harness's `clock`, `timers` and `fakeApi`, never through the page's `window`.
 */
describe("what the tests measure, whatever the page's code does", () => {
  it('routes and logs requests where page code cannot reach, and the page never steers them', async () => {
    // The page tampers with everything it can before its first request.
    const script = `
      const realFakeApi = window.fakeApi;
      window.fakeApi = { get() {}, post() {}, reset() {}, calls: [{ method: 'FORGED' }] };
      for (const name of ['push', 'unshift', 'splice']) {
        const original = Array.prototype[name];
        Array.prototype[name] = function (...items) {
          for (const item of items) if (item && typeof item === 'object' && 'handler' in item) item.handler = () => ({ forged: true });
          return original.apply(this, items);
        };
      }
      Object.defineProperty(Object.prototype, 'abortedAt', { configurable: true, set() {}, get() { return 1; } });
      JSON.parse = () => ({ forged: true });
      const then = Promise.prototype.then;
      Promise.prototype.then = function (ok, fail) { return then.call(this, ok, fail); };
      async function send(path, body) {
        const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return response.status;
      }
      function stopAsking() {
        realFakeApi.reset();
        realFakeApi.post('/api/notes', () => ({ fromThePage: true }));
      }`;
    const rows = await results(
      { files: { 'index.html': html, 'script.js': script } },
      `test('the tests declare, the page sends, the tests hear it', async () => {
        fakeApi.reset();
        const heard = [];
        fakeApi.post('/api/notes', (request) => {
          heard.push(request.body);
          return fakeApi.reply({ status: 201, json: { id: 1 } });
        });
        stopAsking();
        expect(await send('/api/notes', { text: 'one' })).toBe(201);
        expect(heard).toEqual([{ text: 'one' }]);
        const calls = fakeApi.calls;
        expect(calls.map((call) => [call.method, call.path, call.body, call.aborted, call.abortedAt])).toEqual([
          ['POST', '/api/notes', { text: 'one' }, false, null],
        ]);
        expect(typeof calls[0].at).toBe('number');
      });
      test("the page's fakeApi.reset forgets its own routes only", async () => {
        fakeApi.reset();
        fakeApi.post('/api/notes', () => fakeApi.reply({ status: 202, json: {} }));
        stopAsking();
        expect(await send('/api/notes', {})).toBe(202);
        expect(fakeApi.calls).toHaveLength(1);
      });`,
    );
    expect(rows.filter((row) => !row.passed)).toEqual([]);
    expect(rows).toHaveLength(2);
  });

  it("keeps a handler's error in the tests' world, and takes aborts from the request's own signal", async () => {
    const script = `
      const seen = [];
      for (const level of ['log', 'warn', 'error']) {
        const original = console[level];
        console[level] = (...args) => { seen.push(args.map(String).join(' ')); original(...args); };
      }
      const consoleSaw = () => seen.join('\\n');
      async function statusOf(path) {
        return (await fetch(path)).status;
      }
      let controller;
      function startSlow() {
        controller = new AbortController();
        fetch('/api/slow', { signal: controller.signal }).catch(() => {});
      }
      // An 'abort' event anyone can dispatch is not an abort.
      const fakeAbort = () => controller.signal.dispatchEvent(new Event('abort'));
      const abortNow = () => controller.abort();`;
    const rows = await results(
      { files: { 'index.html': html, 'script.js': script }, clock: 'virtual' },
      `test('a throwing handler answers 500 and its message stays here', async () => {
        fakeApi.reset();
        fakeApi.get('/api/boom', () => { throw new Error('the expected total is 42'); });
        expect(await statusOf('/api/boom')).toBe(500);
        // The page's console is not where the fake API reports (it took its own before any page code).
        expect(consoleSaw()).not.toContain('42');
      });
      test('an abort is the signal aborting, when it does', async () => {
        fakeApi.reset();
        fakeApi.get('/api/slow', () => fakeApi.reply({ delay: 1000, json: {} }));
        const start = clock.now();
        startSlow();
        await sleep(100);
        fakeAbort();
        await sleep(100);
        expect(fakeApi.calls.map((call) => call.aborted)).toEqual([false]);
        abortNow();
        await sleep(100);
        const [call] = fakeApi.calls;
        expect(call.aborted).toBe(true);
        expect(call.abortedAt - start).toBeGreaterThanOrEqual(200);
      });`,
    );
    expect(rows.filter((row) => !row.passed)).toEqual([]);
    expect(rows).toHaveLength(2);
  });

  it('counts the timers the page sets, and keeps the time the tests moved', async () => {
    const script = `
      let timeout;
      let interval;
      const start = () => {
        timeout = setTimeout(() => {}, 500);
        interval = setInterval(() => {}, 100);
        requestAnimationFrame(() => {});
      };
      const clearBoth = () => {
        clearTimeout(timeout);
        clearInterval(interval);
      };
      // The page's own Date and timers say whatever it likes; the tests do not ask them.
      const hide = () => {
        Date.now = () => 0;
        Object.defineProperty(window, 'setInterval', { configurable: true, get: () => () => 0, set() {} });
      };
      const reach = () => [typeof setTimeout.clock, typeof Date.clock, typeof window.__launchpadAdvanceClock, typeof window.__launchpadInstruments];`;
    const rows = await results(
      { files: { 'index.html': html, 'script.js': script }, clock: 'virtual' },
      `test('timeouts, intervals and frames are counted until they run or are cleared', async () => {
        const before = clock.now();
        start();
        expect([timers.pending(), timers.intervalsRunning()]).toEqual([3, 1]);
        await sleep(50);
        expect([timers.pending(), timers.intervalsRunning()]).toEqual([2, 1]);
        hide();
        clearBoth();
        expect([timers.pending(), timers.intervalsRunning()]).toEqual([0, 0]);
        await sleep(250);
        expect(clock.now() - before).toBe(300);
        expect(reach()).toEqual(['undefined', 'undefined', 'undefined', 'undefined']);
      });`,
    );
    expect(rows.filter((row) => !row.passed)).toEqual([]);

    const real = await results(
      { files: { 'index.html': html, 'script.js': 'setTimeout(() => {}, 1000);' } },
      `test('timers are counted on the virtual clock only', () => {
        expect(() => timers.pending()).toThrow('virtual clock only');
        expect(typeof clock.now()).toBe('number');
      });`,
    );
    expect(real.filter((row) => !row.passed)).toEqual([]);
  });
});
