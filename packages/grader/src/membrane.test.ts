import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumGrader } from './pool.ts';
import { startTestGrader } from './testing.ts';

/**
 * The membrane between the tests' world and the learner's (packages/runner/src/membrane): the
 * learner's values behave as themselves in the tests, and the tests' values as themselves in the
 * learner's code, but read-only. Each test below is a challenge test run by the real grader.
 */
const learnerCode = `
function pair(a, b) { return [a, b]; }
function ids(a, b) { return a.id + '|' + b.id; }
function append(list) { list.push(4); return list; }
class Counter { constructor(n) { this.n = n; } inc() { this.n += 1; return this; } }
async function later(v) { await new Promise((r) => setTimeout(r, 5)); return v * 2; }
function timeOf(d) { return d instanceof Date ? d.getTime() : 'not a date'; }
function callBack(fn, x) { return fn(x) + 1; }
function isArrayHere(a) { return Array.isArray(a) && a instanceof Array; }
function spread(iterable) { return [...iterable]; }
function sumValues(o) { return Object.values(o).reduce((a, b) => a + b, 0); }
function groups() { return new Map([['a', [1]], ['b', [2, 3]]]); }
function unique(values) { return new Set(values); }
let counter = 0;
function bump() { counter += 1; return counter; }
function fail() { throw new TypeError('learner says no'); }
function peek(g) { return [g === window, typeof g.launchpadGrader, typeof g.__launchpadGraderProgress, g.Function === Function]; }
`;

const tests = `
test('identity holds both ways', () => {
  const a = { x: 1 };
  const b = [1];
  const [x, y] = pair(a, b);
  expect(x === a && y === b).toBe(true);
  const [p] = pair(pair, 0);
  expect(p === pair).toBe(true);
});
test('two nodes cross as themselves', () => {
  document.body.insertAdjacentHTML('beforeend', '<p id="n1"></p><p id="n2"></p>');
  expect(ids(document.getElementById('n1'), document.getElementById('n2'))).toBe('n1|n2');
  const [node] = pair(document.getElementById('n2'), 0);
  expect(node === document.getElementById('n2')).toBe(true);
});
test("the tests' values are read-only to the learner's code", () => {
  const list = [1, 2, 3];
  expect(() => append(list)).toThrow();
  expect(list).toEqual([1, 2, 3]);
});
test("a learner's class constructs and its methods run", () => {
  const c = new Counter(1);
  c.inc();
  expect(c.n).toBe(2);
  expect(c instanceof Counter).toBe(true);
});
test("a learner's promise settles in the tests", async () => {
  expect(await later(21)).toBe(42);
});
test('dates, maps and sets are copied; arrays are arrays on both sides', () => {
  expect(timeOf(new Date(5))).toBe(5);
  expect(isArrayHere([1])).toBe(true);
  expect(spread(new Set([1, 2]))).toEqual([1, 2]);
  expect(sumValues({ a: 1, b: 2 })).toBe(3);
  expect(groups()).toEqual(new Map([['a', [1]], ['b', [2, 3]]]));
  expect(unique([1, 1, 2]).size).toBe(2);
  expect([...groups().keys()]).toEqual(['a', 'b']);
});
test('a callback of the tests runs when the learner calls it', () => {
  expect(callBack((x) => x * 10, 2)).toBe(21);
});
test("a learner's let is read as it is now", () => {
  bump();
  bump();
  expect(counter).toBe(2);
});
test("the tests' global object reaches the learner's code as the learner's own", () => {
  expect(peek(globalThis)).toEqual([true, 'undefined', 'undefined', true]);
});
test("a learner's error reaches the tests with its type and message", () => {
  expect(() => fail()).toThrow('learner says no');
  try {
    fail();
  } catch (error) {
    expect(error instanceof TypeError).toBe(true);
  }
});
`;

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader({ concurrency: 1 });
});
afterAll(() => grader?.close());

describe('the membrane', () => {
  it('lets each test above pass', async () => {
    const run = await grader.grade(
      { topic: 'javascript', files: { 'index.html': '<main></main>', 'script.js': learnerCode } },
      { visible: tests },
    );
    expect(run.failure).toBeUndefined();
    expect(run.results.filter((result) => !result.passed)).toEqual([]);
    expect(run.results).toHaveLength(10);
  });
});
