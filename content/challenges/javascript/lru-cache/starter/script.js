class LRUCache {
  constructor(capacity) {
    // Check the capacity, then create the storage. Tip: a Map remembers insertion order.
  }

  get size() {}

  has(key) {}

  get(key) {}

  set(key, value) {}

  delete(key) {}

  keys() {}
}
