const cacheOf = (capacity) => {
  expect(typeof LRUCache).toBe('function');
  return new LRUCache(capacity);
};
const keysOf = (cache) => [...cache.keys()];

test('set stores values, get returns them, and a missing key gives undefined', () => {
  const cache = cacheOf(2);
  cache.set('a', 1);
  cache.set('b', 2);
  expect(cache.get('a')).toBe(1);
  expect(cache.get('b')).toBe(2);
  expect(cache.get('zzz')).toBeUndefined();
  expect(cache.size).toBe(2);
});

test('set returns the cache, so calls can be chained', () => {
  const cache = cacheOf(3);
  const returned = cache.set('x', 'first');
  expect(returned === cache).toBe(true);
  cache.set('y', 'second').set('z', 'third');
  expect(keysOf(cache)).toEqual(['x', 'y', 'z']);
});

test('a full cache evicts the least recently used key to make room', () => {
  const cache = cacheOf(2);
  cache.set('a', 1).set('b', 2).set('c', 3);
  expect(cache.has('a')).toBe(false);
  expect(keysOf(cache)).toEqual(['b', 'c']);
  expect(cache.size).toBe(2);
});

test('get counts as a use: the key read last survives the next eviction', () => {
  const cache = cacheOf(2);
  cache.set('a', 1).set('b', 2);
  cache.get('a');
  cache.set('c', 3);
  expect(keysOf(cache)).toEqual(['a', 'c']);
  expect(cache.get('b')).toBeUndefined();
});

test('keys() lists the keys from least to most recently used', () => {
  const cache = cacheOf(4);
  cache.set(1, 'one').set(2, 'two').set(3, 'three');
  cache.get(1);
  cache.get(2);
  expect(keysOf(cache)).toEqual([3, 1, 2]);
});

test('delete removes a key and tells whether it was there', () => {
  const cache = cacheOf(2);
  cache.set('a', 1).set('b', 2);
  expect(cache.delete('a')).toBe(true);
  expect(cache.delete('a')).toBe(false);
  expect(keysOf(cache)).toEqual(['b']);
  expect(cache.size).toBe(1);
});

test('values like 0, "" and false are stored, returned and refreshed like any other', () => {
  const cache = cacheOf(3);
  cache.set('zero', 0).set('empty', '').set('no', false);
  expect(cache.get('zero')).toBe(0);
  expect(cache.get('no')).toBe(false);
  expect(keysOf(cache)).toEqual(['empty', 'zero', 'no']);
});

test('a capacity that is not a positive whole number throws a RangeError', () => {
  expect(typeof LRUCache).toBe('function');
  const errorFor = (capacity) => {
    try {
      new LRUCache(capacity);
      return 'no error';
    } catch (error) {
      return error?.name;
    }
  };
  expect([0, -1, 1.5, '3'].map(errorFor)).toEqual([
    'RangeError',
    'RangeError',
    'RangeError',
    'RangeError',
  ]);
  expect(errorFor(1)).toBe('no error');
});
