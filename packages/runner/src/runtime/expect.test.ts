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
