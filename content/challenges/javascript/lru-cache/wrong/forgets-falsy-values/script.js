// Plausible mistake: treats a falsy value as "not in the cache", so 0, '' or false are not
// refreshed by get.
class LRUCache {
  #capacity;
  // A Map iterates in insertion order: the first key is the least recently used one.
  #entries = new Map();

  constructor(capacity) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError('capacity must be a positive integer');
    }
    this.#capacity = capacity;
  }

  get size() {
    return this.#entries.size;
  }

  has(key) {
    return this.#entries.has(key);
  }

  get(key) {
    const value = this.#entries.get(key);
    if (!value) return undefined;
    // Delete and set again to move the key to the end: most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key, value) {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#capacity) {
      const leastRecent = this.#entries.keys().next().value;
      this.#entries.delete(leastRecent);
    }
    return this;
  }

  delete(key) {
    return this.#entries.delete(key);
  }

  keys() {
    return [...this.#entries.keys()];
  }
}
