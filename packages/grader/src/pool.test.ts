import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loadChallengeContent, type ChallengeContent } from '@launchpad/content';
import {
  HIDDEN_TEST_WITHOUT_DESCRIPTION,
  STOPPED_AT_LOAD,
  type RunnerSource,
} from '@launchpad/runner/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRASH_FAILURE,
  LEFT_FAILURE,
  TIMEOUT_FAILURE,
  type ChromiumGrader,
  type GradeRun,
} from './pool.ts';
import { startTestGrader } from './testing.ts';

/**
 * The grader's pool in real Chromium: what it reports for honest code, for code that tries to
 * report its own results, and for code that never ends, eats memory or floods the console.
 */
const content = loadChallengeContent(
  fileURLToPath(new URL('../../../content/challenges', import.meta.url)),
);
const counter = content.find((c) => c.meta.slug === 'dom-counter')!;
const TIME_LIMIT_MS = 6000;

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader({ concurrency: 2, timeoutMs: TIME_LIMIT_MS });
});
afterAll(() => grader?.close());

const source = (challenge: ChallengeContent, script: string): RunnerSource => ({
  topic: challenge.meta.topic,
  files: { ...challenge.solution, 'script.js': script },
});
const allTests = (challenge: ChallengeContent) => ({
  visible: challenge.tests,
  hidden: challenge.hiddenTests ?? undefined,
});
const grade = (script: string) => grader.grade(source(counter, script), allTests(counter));
const passes = (run: GradeRun) => run.results.filter((r) => r.passed).length;

describe('ChromiumGrader', () => {
  it('runs the visible and then the hidden tests against the code', async () => {
    const run = await grade(counter.solution['script.js']!);
    expect(run.failure).toBeUndefined();
    expect(run.results.length).toBeGreaterThan(4);
    expect(run.results.every((r) => r.passed)).toBe(true);
    // A hidden test leaves the grader as its description for the learner, never its own name.
    const last = run.results.at(-1)!;
    expect(last.hidden).toBe(true);
    expect(counter.hiddenTests).toContain(last.name);
    expect(last.name).not.toBe('counts up past 9 and back down again');
    expect(run.results.filter((r) => !r.hidden).length).toBeGreaterThan(0);
  });

  it('reports a hidden test by its description; one without a description fails', async () => {
    const run = await grader.grade(source(counter, counter.solution['script.js']!), {
      visible: `test('a visible test with options', { timeoutMs: 3000 }, () => {});`,
      hidden: `
        test('the secret name 42', { description: 'The count goes up.' }, () => {
          expect(1).toBe(2);
        });
        test('an undescribed test', () => {});
      `,
    });
    expect(run.results).toEqual([
      { name: 'a visible test with options', passed: true, message: '' },
      { name: 'The count goes up.', passed: false, message: '', hidden: true },
      {
        name: 'A hidden test',
        passed: false,
        message: HIDDEN_TEST_WITHOUT_DESCRIPTION,
        hidden: true,
      },
    ]);
    expect(JSON.stringify(run)).not.toContain('secret name');
  });

  it.each([
    ['a runaway loop', 'while (true) {}\nfunction render() {}', 'Possible infinite loop on line 1'],
    ['a syntax error', 'function render() {\n  return 1 +;\n}', 'SyntaxError'],
  ])('names %s at the top level as the reason the tests fail', async (_name, script, reason) => {
    const run = await grade(script);
    expect(run.failure).toBeUndefined();
    const failed = run.results.filter((r) => !r.passed && !r.hidden);
    expect(failed.length).toBeGreaterThan(0);
    for (const result of failed) {
      expect(result.message.startsWith(STOPPED_AT_LOAD)).toBe(true);
      expect(result.message).toContain(reason);
    }
  });

  it('runs a virtual clock for a challenge that asks for one: sleep(ms) waits for no real time', async () => {
    const script = `
      let fired = 0;
      const startedAt = Date.now();
      setTimeout(() => { fired = Date.now() - startedAt; }, 60_000);
      const ticks = [];
      setInterval(() => ticks.push(Date.now() - startedAt), 10_000);
    `;
    const tests = {
      visible: `
        test('a minute passes at once', async () => {
          expect(fired).toBe(0);
          await sleep(60_000);
          expect(fired).toBe(60_000);
          expect(ticks).toEqual([10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
        });
      `,
    };
    const started = performance.now();
    const run = await grader.grade({ ...source(counter, script), clock: 'virtual' }, tests);
    expect(run).toEqual({
      results: [{ name: 'a minute passes at once', passed: true, message: '' }],
    });
    // 6,000 steps of the clock, each with two turns of the page's event loop: far under a minute.
    expect(performance.now() - started).toBeLessThan(TIME_LIMIT_MS);
    // Without the clock, the same test waits for real and is cut off by its own time limit.
    const real = await grader.grade(source(counter, script), tests);
    expect(real.results).toEqual([
      { name: 'a minute passes at once', passed: false, message: 'timed out after 2000 ms' },
    ]);
  });

  it('believes no result the learner code reports itself', async () => {
    const forged = `
      const results = [{ name: 'forged', passed: true, message: '' }];
      const forge = (type) => parent.postMessage({ channel: window.__launchpad.channel, type, results, names: ['forged'] }, '*');
      forge('tests-started'); setTimeout(() => forge('tests-done'), 0);
      try { window.__launchpadArm?.('x'); } catch {}
      try { window.__launchpadHarness.test('extra', () => {}); } catch {}
      Promise.prototype.then = function (resolve) { resolve(); return this; };
      Promise.race = () => Promise.resolve();
    `;
    const run = await grade(forged);
    expect(run.results.map((r) => r.name)).not.toContain('forged');
    expect(run.results.map((r) => r.name)).not.toContain('extra');
    // The counter does not exist in this code: the real tests ran and failed.
    expect(passes(run)).toBeLessThan(run.results.length);
  });

  it("takes no learner's frame for the next job's: one that reloads itself as a grading frame", async () => {
    // The reloaded document gets the tests' world too, which says it has loaded: the grader must
    // not take that frame (about to be removed) for the next job's.
    const run = await grade(
      `window.name = 'next'; setTimeout(() => { location.href = 'grading-frame.html'; }, 0);\n${counter.solution['script.js']}`,
    );
    expect(run.failure).toBe(LEFT_FAILURE);
    for (let job = 0; job < 3; job += 1) {
      const after = await grade(counter.solution['script.js']!);
      expect(after).toEqual({ results: expect.any(Array) });
      expect(after.results.every((r) => r.passed)).toBe(true);
    }
  });

  it('lets no request out of the page', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const leaky = `
        fetch('${url}/fetch').catch(() => {});
        new Image().src = '${url}/image';
        navigator.sendBeacon?.('${url}/beacon', 'x');
        try { new WebSocket('${url.replace('http', 'ws')}/socket'); } catch {}
        const s = document.createElement('script'); s.src = '${url}/script.js'; document.head.append(s);
        ${counter.solution['script.js']}
      `;
      const run = await grade(leaky);
      expect(run.results.every((r) => r.passed)).toBe(true);
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });

  it.each([
    ['an infinite loop the loop guard sees', 'while (true) {}', 'tests'],
    ['an infinite loop hidden in eval', "eval('while (true) {}')", 'timeout'],
    ['an infinite loop in new Function', "new Function('while (true) {}')()", 'timeout'],
    ['an endless promise chain', 'const spin = () => Promise.resolve().then(spin); spin();', 'any'],
    [
      'a 50 MB allocation',
      'globalThis.kept = Array.from({ length: 50 }, () => new Array(1 << 17).fill(Math.random()));',
      'crash',
    ],
    ['a flood of console output', 'for (;;) console.log("flood ".repeat(100));', 'tests'],
  ])(
    'fails %s with its reason, and keeps grading other code meanwhile',
    async (_name, attack, expected) => {
      const bad = grade(`${attack}\n${counter.solution['script.js']}`);
      const good = await grade(counter.solution['script.js']!);
      expect(good.results.every((r) => r.passed)).toBe(true);
      const run = await bad;
      expect(passes(run)).toBeLessThan(Math.max(run.results.length, 1));
      if (expected === 'timeout') expect(run.failure).toBe(TIMEOUT_FAILURE(TIME_LIMIT_MS / 1000));
      if (expected === 'crash') expect(run.failure).toBe(CRASH_FAILURE);
      if (expected === 'tests') expect(run.failure).toBeUndefined();
      // And the pool is whole again: the next job is graded normally.
      const after = await grade(counter.solution['script.js']!);
      expect(after.results.every((r) => r.passed)).toBe(true);
    },
  );
});
