// Plausible mistake: a second call of unsubscribe finds nothing (indexOf gives -1), and
// splice(-1, 1) then removes the LAST listener, someone else's.
function createStore(initialState) {
  let state = initialState;
  const listeners = [];

  function getState() {
    return state;
  }

  function setState(update) {
    const changes = typeof update === 'function' ? update(state) : update;
    const changed = Object.keys(changes).some((key) => !Object.is(changes[key], state[key]));
    if (!changed) return;
    const previous = state;
    state = { ...state, ...changes };
    // A copy, so a listener that unsubscribes while we loop does not make the next one be skipped.
    for (const listener of [...listeners]) listener(state, previous);
  }

  function subscribe(listener) {
    listeners.push(listener);
    return function unsubscribe() {
      listeners.splice(listeners.indexOf(listener), 1);
    };
  }

  return { getState, setState, subscribe };
}
