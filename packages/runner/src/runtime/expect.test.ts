import { describe, expect as vitestExpect, it } from 'vitest';
import { createSpy, expect } from './expect.ts';

const failure = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no failure';
};

describe('challenge expect', () => {
  it('says what was expected and what was found', () => {
    vitestExpect(failure(() => expect(0).toBe(1))).toBe('expected 1, got 0');
    vitestExpect(failure(() => expect('1').toBe(1))).toBe('expected 1, got "1"');
    vitestExpect(failure(() => expect([1, 2]).toEqual([1, 3]))).toBe('expected [1, 3], got [1, 2]');
    vitestExpect(failure(() => expect([1]).toHaveLength(2))).toBe('expected length 2, got 1');
  });

  it('passes when the expectation holds', () => {
    vitestExpect(failure(() => expect({ a: [1, { b: 2 }] }).toEqual({ a: [1, { b: 2 }] }))).toBe(
      'no failure',
    );
    vitestExpect(failure(() => expect(3).toBeGreaterThan(2))).toBe('no failure');
    vitestExpect(failure(() => expect('hello world').toMatch(/world/))).toBe('no failure');
    vitestExpect(failure(() => expect(0.1 + 0.2).toBeCloseTo(0.3, 0.001))).toBe('no failure');
  });

  it('negates with .not', () => {
    vitestExpect(failure(() => expect(1).not.toBe(1))).toBe('expected a value other than 1');
    vitestExpect(failure(() => expect(1).not.toBe(2))).toBe('no failure');
  });

  it('tells equal values from the same object', () => {
    vitestExpect(failure(() => expect({ a: 1 }).toBe({ a: 1 }))).toMatch(/^expected/);
    vitestExpect(failure(() => expect({ a: 1, b: undefined }).toEqual({ a: 1 }))).toBe(
      'no failure',
    );
    vitestExpect(failure(() => expect([1]).toEqual({ 0: 1 }))).toMatch(/^expected/);
  });

  it('checks thrown errors', () => {
    vitestExpect(failure(() => expect(() => 1).toThrow())).toBe(
      'expected the function to throw, but it returned normally',
    );
    vitestExpect(
      failure(() =>
        expect(() => {
          throw new Error('bad input');
        }).toThrow('bad'),
      ),
    ).toBe('no failure');
  });

  it('counts spy calls', () => {
    const spy = createSpy((x) => (x as number) * 2);
    vitestExpect(spy(2)).toBe(4);
    vitestExpect(failure(() => expect(spy).toHaveBeenCalledTimes(2))).toBe(
      'expected 2 call(s), got 1',
    );
    vitestExpect(failure(() => expect(spy).toHaveBeenCalledWith(2))).toBe('no failure');
  });

  it('compares dates, maps, sets and regular expressions by their contents', () => {
    vitestExpect(failure(() => expect(new Date(5)).toEqual(new Date(5)))).toBe('no failure');
    vitestExpect(failure(() => expect(new Date(5)).toEqual(new Date(6)))).toMatch(/^expected/);
    const map = new Map<unknown, unknown>([['a', { n: 1 }]]);
    vitestExpect(failure(() => expect(map).toEqual(new Map([['a', { n: 1 }]])))).toBe('no failure');
    vitestExpect(failure(() => expect(map).toEqual(new Map([['a', { n: 2 }]])))).toMatch(
      /^expected Map\(1\)/,
    );
    vitestExpect(failure(() => expect(new Set([1, 2])).toEqual(new Set([2, 1])))).toBe(
      'no failure',
    );
    vitestExpect(failure(() => expect(new Set([1, 2])).toEqual(new Set([1, 3])))).toMatch(
      /^expected Set/,
    );
    vitestExpect(failure(() => expect(/a/g).toEqual(/a/g))).toBe('no failure');
    vitestExpect(failure(() => expect(/a/g).toEqual(/a/i))).toMatch(/^expected/);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const other: Record<string, unknown> = { a: 1 };
    other.self = other;
    vitestExpect(failure(() => expect(cyclic).toEqual(other))).toBe('no failure');
  });

  it('awaits promises with resolves and rejects', async () => {
    await vitestExpect(expect(Promise.resolve(2)).resolves.toBe(2)).resolves.toBeUndefined();
    await vitestExpect(expect(Promise.resolve(2)).resolves.toBe(3)).rejects.toThrow(
      'expected 3, got 2',
    );
    await vitestExpect(
      expect(Promise.reject(new Error('nope'))).rejects.toBe('nope'),
    ).resolves.toBeUndefined();
    await vitestExpect(expect(Promise.resolve(1)).rejects.toBe(1)).rejects.toThrow(
      /expected a rejection/,
    );
  });
});

/**
 * Learner values: everything they could run while an assertion decides is recorded. In the grader
 * a learner value is a proxy whose every operation learner code answers; these stand in for it.
 */
function hostile(target: object = {}) {
  const heard: string[] = [];
  const methods = {
    toString: () => {
      heard.push('toString');
      return 'x';
    },
    valueOf: () => {
      heard.push('valueOf');
      return 1;
    },
    [Symbol.toPrimitive]: () => {
      heard.push('toPrimitive');
      return 'x';
    },
    [Symbol.iterator]: function* () {
      heard.push('iterator');
      yield 1;
    },
    then: () => heard.push('then'),
    includes: (...args: unknown[]) => {
      heard.push(`includes(${args.map(String).join()})`);
      return true;
    },
    some: () => {
      heard.push('some');
      return true;
    },
    test: () => {
      heard.push('test');
      return true;
    },
  };
  Object.assign(target, methods);
  return { value: target, heard };
}

describe('challenge expect, given hostile values', () => {
  it("toThrow(text) reads the thrown error's message as text and never asks it", () => {
    const { value: message, heard } = hostile();
    const error = new Error('nope');
    Object.defineProperty(error, 'message', { value: message });
    vitestExpect(
      failure(() =>
        expect(() => {
          throw error;
        }).toThrow('the hidden text'),
      ),
    ).toBe('expected an error matching "the hidden text", got an error whose message is not text');
    vitestExpect(heard).toEqual([]);
    const regexp = failure(() =>
      expect(() => {
        throw error;
      }).toThrow(/hidden/),
    );
    vitestExpect(regexp).toMatch(/^expected an error matching/);
    vitestExpect(heard).toEqual([]);
  });

  it('toThrow takes a thrown string as its message, and checks it with the built-ins', () => {
    const includes = String.prototype.includes;
    String.prototype.includes = () => true;
    try {
      vitestExpect(
        failure(() =>
          expect(() => {
            throw 'bad input';
          }).toThrow('good'),
        ),
      ).toMatch(/^expected an error matching "good"/);
    } finally {
      String.prototype.includes = includes;
    }
  });

  it('no matcher calls a method of the value it checks, nor of the values it is given', () => {
    const { value, heard } = hostile([1, 2]);
    const { value: other, heard: otherHeard } = hostile({ a: 1 });
    const checks: Array<() => unknown> = [
      () => expect(value).toEqual([1, 2]),
      () => expect(value).toEqual(other),
      () => expect(other).toEqual({ a: 1 }),
      () => expect(value).toContain(2),
      () => expect(value).toContain('the hidden text'),
      () => expect(value).toContainEqual({ a: 1 }),
      () => expect(value).toHaveLength(2),
      () => expect(value).toMatch('x'),
      () => expect('text').toMatch(other as unknown as RegExp),
      () => expect('text').toContain(other),
      () => expect(value).toBe(other),
      () => expect(value).toBeTruthy(),
      () => expect(value).toBeGreaterThan(1),
      () => expect(3).toBeGreaterThan(other as unknown as number),
      () => expect(value).toBeCloseTo(1),
      () => expect(value).toBeInstanceOf(Array),
      () => expect(value).toHaveBeenCalled(),
      () => expect(value).toHaveTextContent('x'),
      () => expect(value).toBeInTheDocument(),
      () => expect(value).not.toEqual({ b: 2 }),
    ];
    for (const check of checks) failure(check);
    vitestExpect(heard).toEqual([]);
    vitestExpect(otherHeard).toEqual([]);
  });

  it('an array that says it contains anything does not pass toContain', () => {
    const { value, heard } = hostile([1]);
    vitestExpect(failure(() => expect(value).toContain('the hidden text'))).toMatch(
      /^expected \[1\] to contain "the hidden text"/,
    );
    vitestExpect(heard).toEqual([]);
  });

  it('a getter is read once, so a value cannot change while it is compared', () => {
    let reads = 0;
    const changing = {
      get count() {
        reads += 1;
        return reads === 1 ? 1 : 2;
      },
    };
    vitestExpect(failure(() => expect(changing).toEqual({ count: 1 }))).toBe('no failure');
    vitestExpect(reads).toBe(1);
  });

  it('compares proxies by what their traps answer once, never by get or has', () => {
    const traps: string[] = [];
    const proxy = new Proxy(
      { a: 1 },
      {
        get(target, key, receiver) {
          traps.push(`get ${String(key)}`);
          return Reflect.get(target, key, receiver);
        },
        has(target, key) {
          traps.push(`has ${String(key)}`);
          return Reflect.has(target, key);
        },
      },
    );
    vitestExpect(failure(() => expect(proxy).toEqual({ a: 1 }))).toBe('no failure');
    vitestExpect(failure(() => expect(proxy).toEqual({ a: 2 }))).toBe(
      'expected {a: 2}, got {a: 1}',
    );
    vitestExpect(traps).toEqual([]);
  });

  it('only spies made by createSpy count as spies', () => {
    const forged = Object.assign(() => {}, { isSpy: true, calls: [[1]] });
    vitestExpect(failure(() => expect(forged).toHaveBeenCalledWith(1))).toMatch(
      /^toHaveBeenCalledWith needs a spy made with createSpy\(\)/,
    );
  });

  it("toBeInstanceOf walks the prototype chain itself: a class's Symbol.hasInstance is not asked", () => {
    let asked = false;
    class Liar {
      static [Symbol.hasInstance]() {
        asked = true;
        return true;
      }
    }
    vitestExpect(failure(() => expect({}).toBeInstanceOf(Liar))).toBe(
      'expected an instance of Liar, got {}',
    );
    vitestExpect(failure(() => expect(new Liar()).toBeInstanceOf(Liar))).toBe('no failure');
    vitestExpect(asked).toBe(false);
  });

  it('a regular expression with its own test or exec is copied before it matches', () => {
    const pattern = /^secret$/;
    Object.assign(pattern, { test: () => true, exec: () => ['x'] });
    vitestExpect(failure(() => expect('public').toMatch(pattern))).toMatch(/^expected "public"/);
  });

  it('resolves and rejects read only real promises: a thenable is not asked', async () => {
    const { value, heard } = hostile();
    await vitestExpect(expect(value).resolves.toBe(1)).rejects.toThrow(
      /resolves and rejects need a promise/,
    );
    vitestExpect(heard).toEqual([]);
    const error = new Error('nope');
    Object.defineProperty(error, 'message', { value: hostile().value });
    await vitestExpect(expect(Promise.reject(error)).rejects.toBe('x')).rejects.toThrow(/not text/);
  });

  it('a value too large to copy fails rather than running on', () => {
    const huge = { length: 1e9 };
    vitestExpect(
      failure(() =>
        expect(
          new Proxy([], {
            getOwnPropertyDescriptor: (t, k) =>
              k === 'length'
                ? { value: 1e9, writable: true, enumerable: false, configurable: false }
                : Reflect.getOwnPropertyDescriptor(t, k),
          }),
        ).toContain(1),
      ),
    ).toMatch(/sensible length/);
    vitestExpect(failure(() => expect(huge).toHaveLength(1e9))).toBe('no failure');
  });
});
