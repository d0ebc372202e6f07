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
