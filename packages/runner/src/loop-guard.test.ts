import { describe, expect, it } from 'vitest';
import { guardLoops } from './loop-guard.ts';

/** Runs guarded code with a fake real clock that advances 600 ms on every read. */
function runGuarded(code: string): { result: unknown; guardedAt: number | undefined } {
  let now = 0;
  let guardedAt: number | undefined;
  const fakeNow = () => (now += 600);
  const guard = (line: number) => {
    guardedAt = line;
    return new RangeError('Possible infinite loop');
  };
  const fn = new Function('__launchpadNow', '__launchpadLoopGuard', guardLoops(code));
  try {
    return { result: fn(fakeNow, guard), guardedAt };
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
    expect(
      new Function('__launchpadNow', '__launchpadLoopGuard', guardLoops(code))(
        () => 0,
        () => {},
      ),
    ).toBe(3);
  });

  it('keeps labels working for break and continue', () => {
    const code = `let hits = 0;
      outer: for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) { if (j === 1) continue outer; if (i === 2) break outer; hits++; }
      }
      return hits;`;
    expect(
      new Function('__launchpadNow', '__launchpadLoopGuard', guardLoops(code))(
        () => 0,
        () => {},
      ),
    ).toBe(2);
  });

  it('keeps a single-statement loop body inside the loop', () => {
    const code = 'let n = 0; if (true) while (n < 5) n++; return n;';
    expect(
      new Function('__launchpadNow', '__launchpadLoopGuard', guardLoops(code))(
        () => 0,
        () => {},
      ),
    ).toBe(5);
  });

  it('returns code that does not parse unchanged', () => {
    expect(guardLoops('while (')).toBe('while (');
  });

  it('returns loop-free code unchanged', () => {
    expect(guardLoops('const a = 1;')).toBe('const a = 1;');
  });

  it('restarts a loop’s run at each await: an awaiting loop that takes seconds is not stopped', async () => {
    // A retry loop: three attempts with a second-long wait each. The real clock reads 700 ms
    // later on each read, as if each wait took that long.
    let now = 0;
    const code = `
      let attempts = 0;
      while (attempts < 3) {
        attempts += 1;
        await wait();
      }
      return attempts;`;
    const AsyncFunction = (async () => undefined).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<unknown>;
    const run = new AsyncFunction(
      '__launchpadNow',
      '__launchpadLoopGuard',
      'wait',
      guardLoops(code),
    );
    const guard = () => new RangeError('Possible infinite loop');
    await expect(
      run(
        () => (now += 700),
        guard,
        async () => undefined,
      ),
    ).resolves.toBe(3);
    // Without awaits, the same clock stops the loop.
    const busy = new AsyncFunction(
      '__launchpadNow',
      '__launchpadLoopGuard',
      guardLoops('while (true) {}'),
    );
    await expect(busy(() => (now += 700), guard)).rejects.toThrow('Possible infinite loop');
  });

  it('keeps the value of an await inside a loop', async () => {
    const AsyncFunction = (async () => undefined).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<unknown>;
    const code =
      'const seen = []; for (const n of [1, 2]) { seen.push(await Promise.resolve(n * 10)); } return seen;';
    const run = new AsyncFunction('__launchpadNow', '__launchpadLoopGuard', guardLoops(code));
    await expect(
      run(
        () => 0,
        () => new RangeError('no'),
      ),
    ).resolves.toEqual([10, 20]);
  });
});
