// Plausible mistake: has() counts as a use and moves the key to the most recent end.
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
    if (!this.#entries.has(key)) return false;
    this.get(key);
    return true;
  }

  get(key) {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key);
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
