// Overfit to the visible tests: once listeners are filtered out after the loop (so they never
// shift the array mid-emit), but off still splices the same array that emit is looping over,
// so a listener that calls off on itself during emit makes the next one be skipped.
class EventEmitter {
  constructor() {
    this.events = {};
  }

  on(eventName, listener) {
    (this.events[eventName] ??= []).push({ listener, once: false });
  }

  once(eventName, listener) {
    (this.events[eventName] ??= []).push({ listener, once: true });
  }

  off(eventName, listener) {
    const entries = this.events[eventName];
    if (!entries) return;
    const index = entries.findIndex((entry) => entry.listener === listener);
    if (index !== -1) entries.splice(index, 1);
  }

  emit(eventName, ...args) {
    const entries = this.events[eventName];
    if (!entries || entries.length === 0) return false;
    entries.forEach((entry) => entry.listener(...args));
    this.events[eventName] = entries.filter((entry) => !entry.once);
    return true;
  }
}
