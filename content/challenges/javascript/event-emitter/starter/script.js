class EventEmitter {
  constructor() {
    // Keep the listeners per event name, e.g. in a Map from name to an array of functions.
  }

  on(eventName, listener) {}

  off(eventName, listener) {}

  emit(eventName, ...args) {}

  once(eventName, listener) {}
}
