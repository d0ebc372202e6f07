class EventEmitter {
  #listeners = new Map();

  #add(eventName, listener, once) {
    const entries = this.#listeners.get(eventName) ?? [];
    entries.push({ listener, once });
    this.#listeners.set(eventName, entries);
  }

  on(eventName, listener) {
    this.#add(eventName, listener, false);
  }

  once(eventName, listener) {
    this.#add(eventName, listener, true);
  }

  off(eventName, listener) {
    const entries = this.#listeners.get(eventName);
    if (!entries) return;
    const index = entries.findIndex((entry) => entry.listener === listener);
    if (index !== -1) entries.splice(index, 1);
  }

  emit(eventName, ...args) {
    const entries = this.#listeners.get(eventName);
    if (!entries || entries.length === 0) return false;
    // Loop over a copy, so listeners removed during this emit do not shift the others.
    for (const entry of [...entries]) {
      if (entry.once) this.off(eventName, entry.listener);
      entry.listener(...args);
    }
    return true;
  }
}
