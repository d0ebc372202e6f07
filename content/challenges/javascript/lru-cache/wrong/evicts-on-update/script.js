// Plausible mistake: makes room before checking whether the key is already there, so updating a key
// of a full cache evicts another key for nothing.
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
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key);
    // Delete and set again to move the key to the end: most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key, value) {
    if (this.#entries.size === this.#capacity) {
      const leastRecent = this.#entries.keys().next().value;
      this.#entries.delete(leastRecent);
    }
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return this;
  }

  delete(key) {
    return this.#entries.delete(key);
  }

  keys() {
    return [...this.#entries.keys()];
  }
}
