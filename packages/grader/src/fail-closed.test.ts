import type { ChallengeContent } from '@launchpad/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenge, sourceOf, testsOf } from './attacks/grading.ts';
import { declaredBrowserTests, declaredTypeTests, NOT_STARTED } from './declared-tests.ts';
import type { ChromiumGrader, GradeRun } from './pool.ts';
import { startTestGrader } from './testing.ts';

/**
 * Fail closed (issue #47, decision 0019): a grade is counted over every test the challenge
 * declares, so a page that crashes or stalls before its tests announce themselves fails them all;
 * and every job starts clean on a pooled page, whatever the job before it left.
 */
const declaredCount = (c: ChallengeContent, files: Record<string, string>) =>
  declaredTypeTests(files, testsOf(c).types!).length + declaredBrowserTests(testsOf(c)).length;
const solved = (run: GradeRun) => run.results.length > 0 && run.results.every((r) => r.passed);

/** Allocates past the page's heap limit as the code loads: the page dies before any test. */
const CRASH_AT_LOAD = `const hoard = []; for (;;) hoard.push(new Array(1e6).fill(1));\n`;
/**
 * Turns the next script of the page into one no browser runs, after the tests' world has decided
 * to wait for it to load: it never loads nor fails, and the run stalls before any test announces
 * itself.
 */
const STALL_AT_LOAD = `<script>document.currentScript.nextElementSibling.type = 'text/plain';</script><script src="axios.js"></script>\n`;

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader({ concurrency: 1, timeoutMs: 6000 });
});
afterAll(() => grader?.close());

describe('a grade counts every declared test', () => {
  const typed = challenge('typed-group-by');
  const counter = challenge('dom-counter');

  it('a TypeScript starter whose page crashes as it loads is unsolved, every browser test failed', async () => {
    const files = { ...typed.starter, 'index.ts': CRASH_AT_LOAD + typed.starter['index.ts']! };
    const run = await grader.grade(sourceOf(typed, files), testsOf(typed));
    expect(solved(run)).toBe(false);
    expect(run.results).toHaveLength(declaredCount(typed, files));
    const browser = run.results.slice(declaredTypeTests(files, testsOf(typed).types!).length);
    expect(browser.length).toBeGreaterThan(0);
    expect(browser.every((r) => !r.passed && r.message !== '')).toBe(true);
  });

  it('even the reference solution is unsolved when its page dies before the tests start', async () => {
    const files = { ...typed.solution, 'index.ts': CRASH_AT_LOAD + typed.solution['index.ts']! };
    const run = await grader.grade(sourceOf(typed, files), testsOf(typed));
    expect(solved(run)).toBe(false);
    expect(run.results).toHaveLength(declaredCount(typed, files));
  });

  it('a page that stalls before its tests start is unsolved, every declared test failed', async () => {
    const files = {
      ...counter.solution,
      'index.html': STALL_AT_LOAD + counter.solution['index.html']!,
    };
    const run = await grader.grade(sourceOf(counter, files), testsOf(counter));
    expect(run.results).toHaveLength(declaredCount(counter, files));
    expect(run.results.every((r) => !r.passed)).toBe(true);
    for (const result of run.results) {
      // A hidden test says only its description, and that it did not run.
      expect(result.message === NOT_STARTED || run.failure !== undefined).toBe(true);
    }
  });

  it('a TypeScript starter with @ts-nocheck, its own helpers and a page that dies at load gains nothing', async () => {
    const forged = [
      '// @ts-nocheck',
      'type Expect<T> = T;',
      'type Equal<X, Y> = true;',
      CRASH_AT_LOAD,
    ].join('\n');
    const untouched = await grader.grade(sourceOf(typed, typed.starter), testsOf(typed));
    const files = { ...typed.starter, 'index.ts': forged + typed.starter['index.ts']! };
    const run = await grader.grade(sourceOf(typed, files), testsOf(typed));
    expect(solved(run)).toBe(false);
    expect(run.results).toHaveLength(declaredCount(typed, files));
    const passed = (graded: GradeRun) => graded.results.filter((r) => r.passed).length;
    expect(passed(run)).toBeLessThanOrEqual(passed(untouched));
  });

  it('the untouched reference solution is still solved over the declared list', async () => {
    const run = await grader.grade(sourceOf(typed, typed.solution), testsOf(typed));
    expect(run.failure).toBeUndefined();
    expect(run.results).toHaveLength(declaredCount(typed, typed.solution));
    expect(solved(run)).toBe(true);
  });
});

describe('every job on a pooled page starts clean', () => {
  const counter = challenge('dom-counter');
  /** Leaves what a page can keep: history entries, a window name, a fragment, storage tries. */
  const leaveTraces = `
    for (let i = 0; i < 5; i += 1) history.pushState({ job: 1 }, '', '#trace-' + i);
    window.name = 'trace-from-the-last-job';
    try { sessionStorage.setItem('trace', '1'); } catch {}
    try { localStorage.setItem('trace', '1'); } catch {}
  `;
  const seesNoTrace = `
    test('the page has no history of another job', () => {
      expect(window.history.length).toBe(1);
      expect(window.location.hash).toBe('');
    });
    test('the window keeps no name from another job', () => {
      expect(window.name).not.toBe('trace-from-the-last-job');
    });
    test('no storage holds what another job wrote', () => {
      const read = (storage) => { try { return window[storage].getItem('trace'); } catch { return null; } };
      expect(read('sessionStorage')).toBe(null);
      expect(read('localStorage')).toBe(null);
    });
  `;

  it('the second of two jobs on one page sees nothing of the first', async () => {
    const files = (script: string) => ({ ...counter.solution, 'script.js': script });
    // One page (concurrency 1): the second job runs where the first ran.
    await grader.grade(sourceOf(counter, files(leaveTraces)), { visible: `test('x', () => {});` });
    const run = await grader.grade(sourceOf(counter, files('')), { visible: seesNoTrace });
    expect(run.results).toEqual([
      { name: 'the page has no history of another job', passed: true, message: '' },
      { name: 'the window keeps no name from another job', passed: true, message: '' },
      { name: 'no storage holds what another job wrote', passed: true, message: '' },
    ]);
  });
});
