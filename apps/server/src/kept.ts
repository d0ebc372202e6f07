/** Where promises are kept by key: a `Map`, or a `WeakMap` keyed by objects (a cached row). */
export interface PromiseStore<K, V> {
  get(key: K): Promise<V> | undefined;
  set(key: K, value: Promise<V>): unknown;
  delete(key: K): unknown;
}

/**
 * The promise kept under `key`, or else `make()`'s, kept from now on, so concurrent and later
 * callers share one read. One that rejects is dropped (if it is still the one kept): the next call
 * tries again instead of repeating the failure.
 */
export function keptUnlessFailed<K, V>(
  store: PromiseStore<K, V>,
  key: K,
  make: () => Promise<V>,
): Promise<V> {
  const kept = store.get(key);
  if (kept) return kept;
  const made = make();
  store.set(key, made);
  made.catch(() => {
    if (store.get(key) === made) store.delete(key);
  });
  return made;
}
