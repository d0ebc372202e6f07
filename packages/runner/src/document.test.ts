import { registryWithSvg } from '@launchpad/contract/testing';
import { describe, expect, it } from 'vitest';
import { buildDocument } from './document.ts';
import { scoreResults } from './score.ts';
import type { ChallengeTopic } from './types.ts';

const options = { channel: 'c-1' };

describe('buildDocument', () => {
  it('inlines CSS in the head and guarded scripts at the end of the body', () => {
    const html = buildDocument(
      {
        topic: 'javascript',
        files: {
          'index.html':
            '<!doctype html><html><head><title>T</title></head><body><header>H</header></body></html>',
          'styles.css': 'p { color: red }',
          'script.js': 'while (true) {}',
        },
      },
      options,
    );
    expect(html.indexOf('<style>p { color: red }</style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<header>H</header>');
    expect(html).toContain('throw __launchpadLoopGuard(1)');
    expect(html.indexOf('__launchpadLoopGuard')).toBeGreaterThan(html.indexOf('<header>'));
    expect(html).toContain('"channel":"c-1"');
    expect(html).toContain('"mode":"preview"');
  });

  it("starts the tests' virtual clock before any learner code, in test runs only", () => {
    const source = {
      topic: 'javascript' as const,
      files: {
        'index.html': '<p>x</p><script>setTimeout(() => {}, 10)</script>',
        'script.js': '1',
      },
      clock: 'virtual' as const,
    };
    const test = buildDocument(source, { ...options, mode: 'test' });
    expect(test).toContain('window.__launchpadStartClock();');
    expect(test.indexOf('__launchpadStartClock')).toBeLessThan(test.indexOf('setTimeout'));
    expect(buildDocument(source, options)).not.toContain('__launchpadStartClock');
    expect(
      buildDocument({ ...source, clock: undefined }, { ...options, mode: 'test' }),
    ).not.toContain('__launchpadStartClock');
  });

  it("loads the fake API before any learner code for a challenge's fakeApi, in preview and test runs", () => {
    const fakeApiTag = '<script src="fake-api.js" crossorigin="anonymous"></script>';
    const count = (html: string) => html.split(fakeApiTag).length - 1;
    const page = {
      topic: 'javascript' as const,
      files: {
        'index.html': '<script>fakeApi.get("/api/users", () => [])</script>',
        'script.js': '1',
      },
      fakeApi: true,
    };
    for (const mode of ['preview', 'test'] as const) {
      const html = buildDocument(page, { ...options, mode });
      expect(count(html)).toBe(1);
      expect(html.indexOf(fakeApiTag)).toBeLessThan(html.indexOf('fakeApi.get('));
    }
    const react = {
      topic: 'react' as const,
      files: { 'App.jsx': 'function App() { return null; }' },
    };
    expect(count(buildDocument({ ...react, fakeApi: true }, options))).toBe(1);
    // Opt-in: the other challenges of the topic load none of it.
    expect(count(buildDocument(react, options))).toBe(0);
    expect(count(buildDocument({ ...page, fakeApi: undefined }, options))).toBe(0);
    // The api topic loads it already: never twice.
    expect(count(buildDocument({ ...page, topic: 'api' }, options))).toBe(1);
  });

  it('wraps an HTML fragment in a whole document', () => {
    const html = buildDocument({ topic: 'html', files: { 'index.html': '<h1>Hi</h1>' } }, options);
    expect(html).toMatch(/^<!doctype html>\n<meta charset="utf-8">/);
    expect(html).toContain('<html lang="en"><head>');
    expect(html).toContain('<body><h1>Hi</h1>');
  });

  it('puts the runtime before anything the learner wrote, even a script above their <head>', () => {
    const learner =
      '<!-- mine --><!doctype html><html><script>window.first = 1;</script><head></head><body></body></html>';
    const html = buildDocument(
      { topic: 'api', files: { 'index.html': learner, 'script.js': '' } },
      { ...options, mode: 'test' },
    );
    const firstRuntime = html.indexOf('<script src=');
    expect(firstRuntime).toBeGreaterThan(-1);
    expect(firstRuntime).toBeLessThan(html.indexOf('window.first = 1'));
    expect(html.indexOf('window.__launchpad =')).toBeLessThan(html.indexOf('window.first = 1'));
    // The doctype (after a comment) still opens the document: no quirks mode.
    expect(html.startsWith('<!-- mine --><!doctype html>')).toBe(true);
  });

  it('guards inline scripts in the HTML but leaves external ones alone', () => {
    const html = buildDocument(
      {
        topic: 'html',
        files: { 'index.html': '<script>for(;;){}</script><script src="x.js"></script>' },
      },
      options,
    );
    expect(html).toContain('__launchpadLoopGuard');
    expect(html).toContain('<script src="x.js"></script>');
  });

  it('cannot be broken out of by a closing script tag in the code', () => {
    const html = buildDocument(
      {
        topic: 'javascript',
        files: { 'index.html': '<p></p>', 'script.js': 'const s = "</script><b>x</b>";' },
      },
      options,
    );
    expect(html).toContain('const s = "<\\/script><b>x</b>";');
  });

  it('compiles React with temp.jsx appended and mounts the named component', () => {
    const html = buildDocument(
      {
        topic: 'react',
        files: {
          'App.jsx': 'import { useState } from "react";\nfunction Counter() { return <p>0</p>; }',
        },
        tempJsx: 'const extra = <i />;',
        componentName: 'Counter',
      },
      options,
    );
    expect(html).toContain('React.createElement');
    expect(html).toContain("require('react')");
    expect(html).toContain('const extra =');
    expect(html).toContain("typeof Counter !== 'undefined' ? Counter");
    expect(html).toContain('<div id="root"></div>');
  });

  it("loads React first, before the clock and the learner's code, where the frame has not", () => {
    const react = {
      topic: 'react' as const,
      files: { 'App.jsx': 'function App() { return <p>0</p>; }' },
      clock: 'virtual' as const,
    };
    const graded = buildDocument(react, { ...options, mode: 'test', react: 'document' });
    const load = graded.indexOf('<script src="react.js" crossorigin="anonymous"></script>');
    expect(load).toBeGreaterThan(-1);
    expect(load).toBeLessThan(graded.indexOf('__launchpadStartClock'));
    expect(load).toBeLessThan(graded.indexOf('function App'));
    // The workspace's frame has React already; other topics never ask for it.
    expect(buildDocument(react, { ...options, mode: 'test' })).not.toContain('react.js');
    expect(
      buildDocument(
        { topic: 'javascript', files: { 'script.js': '1' } },
        { ...options, react: 'document' },
      ),
    ).not.toContain('react.js');
  });

  it('reports a JSX syntax error in the console instead of mounting', () => {
    const html = buildDocument(
      { topic: 'react', files: { 'App.jsx': 'function App() { return <p>; }' } },
      options,
    );
    expect(html).toContain('console.error("App.jsx:');
    expect(html).not.toContain('__launchpadMount');
  });

  it('names a test run but never puts tests into the document (the learner code could read them)', () => {
    const html = buildDocument(
      { topic: 'css', files: { 'index.html': '<p>x</p>', 'styles.css': '' } },
      { ...options, mode: 'test' },
    );
    expect(html).toContain('"mode":"test"');
    expect(html).not.toContain('__launchpadHarness');
  });
});

describe('scoreResults', () => {
  const results = (passes: boolean[]) =>
    passes.map((passed, i) => ({ name: `t${i}`, passed, message: '' }));

  it('is solved with the full score when every test passes', () => {
    expect(scoreResults(20, results([true, true, true]))).toEqual({
      status: 'solved',
      score: 20,
      passed: 3,
      total: 3,
    });
  });

  it('rounds the partial score (product rules §4)', () => {
    expect(scoreResults(20, results([true, false, false]))).toMatchObject({
      status: 'unsolved',
      score: 7,
    });
    expect(scoreResults(10, results([true, true, false]))).toMatchObject({ score: 7 });
  });

  it('scores zero results as unsolved with zero', () => {
    expect(scoreResults(40, [])).toEqual({ status: 'unsolved', score: 0, passed: 0, total: 0 });
  });
});

describe('buildDocument with a topic added to the registry', () => {
  it('builds the new topic’s page from its file kinds and preview builder', () => {
    const html = buildDocument(
      {
        topic: 'svg' as ChallengeTopic,
        files: { 'logo.svg': '<svg><circle r="4"></circle></svg>', 'styles.css': 'circle {}' },
      },
      options,
      registryWithSvg,
    );
    expect(html).toContain('<body><svg><circle r="4"></circle></svg>');
    expect(html.indexOf('<style>circle {}</style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('__launchpadMount');
  });
});
