// Plausible mistake: a once listener splices itself out while emit loops over the same array,
// so the listener after it is skipped.
class EventEmitter {
  constructor() {
    this.listeners = {};
  }

  on(eventName, listener) {
    (this.listeners[eventName] ??= []).push(listener);
  }

  off(eventName, listener) {
    const listeners = this.listeners[eventName] ?? [];
    const index = listeners.findIndex((l) => l === listener || l.original === listener);
    if (index !== -1) listeners.splice(index, 1);
  }

  emit(eventName, ...args) {
    const listeners = this.listeners[eventName] ?? [];
    if (listeners.length === 0) return false;
    listeners.forEach((listener) => listener(...args));
    return true;
  }

  once(eventName, listener) {
    const wrapper = (...args) => {
      this.off(eventName, wrapper);
      listener(...args);
    };
    wrapper.original = listener;
    this.on(eventName, wrapper);
  }
}
