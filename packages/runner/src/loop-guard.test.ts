import { describe, expect, it } from 'vitest';
import { guardLoops } from './loop-guard.ts';

/** Runs guarded code with a fake clock that advances 600 ms on every read. */
function runGuarded(code: string): { result: unknown; guardedAt: number | undefined } {
  let now = 0;
  let guardedAt: number | undefined;
  const fakeDate = { now: () => (now += 600) };
  const guard = (line: number) => {
    guardedAt = line;
    return new RangeError('Possible infinite loop');
  };
  const fn = new Function('Date', '__launchpadLoopGuard', guardLoops(code));
  try {
    return { result: fn(fakeDate, guard), guardedAt };
  } catch (error) {
    if (error instanceof RangeError) return { result: 'stopped', guardedAt };
    throw error;
  }
}

describe('guardLoops', () => {
  it.each([
    ['while (true) {}', 1],
    ['let i = 0;\nfor (;;) i++;', 2],
    ['do {} while (true)', 1],
    ['const o = {a: 1};\n\nfor (const k in o) { for (;;) {} }', 3],
    ['function f() { while (1) ; }\nf();', 1],
  ])('stops %j and reports line %i', (code, line) => {
    const { result, guardedAt } = runGuarded(code);
    expect(result).toBe('stopped');
    expect(guardedAt).toBe(line);
  });

  it('leaves finite loops and their results alone', () => {
    const code = 'let s = 0; for (let i = 0; i < 3; i++) { s += i; } return s;';
    expect(new Function('__launchpadLoopGuard', guardLoops(code))(() => {})).toBe(3);
  });

  it('keeps labels working for break and continue', () => {
    const code = `let hits = 0;
      outer: for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) { if (j === 1) continue outer; if (i === 2) break outer; hits++; }
      }
      return hits;`;
    expect(new Function('__launchpadLoopGuard', guardLoops(code))(() => {})).toBe(2);
  });

  it('keeps a single-statement loop body inside the loop', () => {
    const code = 'let n = 0; if (true) while (n < 5) n++; return n;';
    expect(new Function('__launchpadLoopGuard', guardLoops(code))(() => {})).toBe(5);
  });

  it('returns code that does not parse unchanged', () => {
    expect(guardLoops('while (')).toBe('while (');
  });

  it('returns loop-free code unchanged', () => {
    expect(guardLoops('const a = 1;')).toBe('const a = 1;');
  });
});
