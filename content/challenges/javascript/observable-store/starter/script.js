function createStore(initialState) {
  // Keep the state and the listeners here, in the closure.

  function getState() {}

  function setState(update) {}

  function subscribe(listener) {
    // return a function that removes this listener
  }

  return { getState, setState, subscribe };
}
