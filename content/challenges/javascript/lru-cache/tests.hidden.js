const newCache = (capacity) => {
  expect(typeof LRUCache).toBe('function');
  return new LRUCache(capacity);
};

test(
  'setting a key that is already there updates it and makes it the most recent',
  {
    description:
      'Setting a new value for a key that is already cached updates the value and makes that key the most recently used one, so it survives the next eviction.',
  },
  () => {
    const cache = newCache(2);
    cache.set('a', 1).set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect([...cache.keys()]).toEqual(['a', 'c']);
    expect(cache.get('a')).toBe(10);
  },
);

test(
  'updating a key of a full cache evicts nothing',
  {
    description:
      'Updating a key of a cache that is already full does not evict any other key: the size stays at the capacity and every key is still there.',
  },
  () => {
    const cache = newCache(3);
    cache.set('x', 1).set('y', 2).set('z', 3);
    cache.set('z', 30);
    expect(cache.size).toBe(3);
    expect(['x', 'y', 'z'].map((key) => cache.has(key))).toEqual([true, true, true]);
  },
);

test(
  'has does not count as a use',
  {
    description:
      'Checking whether a key is cached with has does not count as using it: the order from least to most recently used, and so the next eviction, stay the same.',
  },
  () => {
    const cache = newCache(2);
    cache.set('old', 1).set('new', 2);
    expect(cache.has('old')).toBe(true);
    cache.set('newest', 3);
    expect([...cache.keys()]).toEqual(['new', 'newest']);
  },
);

test(
  'a cache of capacity 1 keeps only the last key',
  {
    description:
      'A cache with room for a single key always keeps just the last key set, and deleting it leaves an empty cache that can be filled again.',
  },
  () => {
    const cache = newCache(1);
    cache.set('a', 1).set('b', 2);
    expect([...cache.keys()]).toEqual(['b']);
    cache.delete('b');
    expect(cache.size).toBe(0);
    cache.set('c', 3);
    expect(cache.get('c')).toBe(3);
  },
);
