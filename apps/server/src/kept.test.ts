import { describe, expect, it } from 'vitest';
import { keptUnlessFailed } from './kept.ts';

describe('keptUnlessFailed', () => {
  it('makes one promise per key and hands it to every later caller', async () => {
    const store = new Map<string, Promise<number>>();
    let made = 0;
    const make = async () => (made += 1);
    const first = keptUnlessFailed(store, 'a', make);
    expect(keptUnlessFailed(store, 'a', make)).toBe(first);
    expect(await first).toBe(1);
    expect(await keptUnlessFailed(store, 'b', make)).toBe(2);
    expect(made).toBe(2);
  });

  it('drops a promise that fails, so the next call tries again', async () => {
    const store = new Map<string, Promise<string>>();
    const failed = keptUnlessFailed(store, 'a', () => Promise.reject(new Error('down')));
    await expect(failed).rejects.toThrow('down');
    expect(store.has('a')).toBe(false);
    expect(await keptUnlessFailed(store, 'a', async () => 'up')).toBe('up');
  });

  it('keeps a newer promise when an older one under the same key fails later', async () => {
    const store = new WeakMap<object, Promise<string>>();
    const row = {};
    let fail!: (error: Error) => void;
    const older = keptUnlessFailed(
      store,
      row,
      () => new Promise<string>((_resolve, reject) => (fail = reject)),
    );
    const newer = Promise.resolve('newer');
    store.set(row, newer);
    fail(new Error('late'));
    await expect(older).rejects.toThrow('late');
    expect(keptUnlessFailed(store, row, async () => 'made again')).toBe(newer);
  });
});
