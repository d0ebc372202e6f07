// Plausible mistake: pop() and shift() take the value out of the arrays of the history they were
// given, so that old history changes too.
// A history is a plain object: { past: [...], present: value, future: [...] }.
// Every function returns a NEW history and never changes the one it is given.

function createHistory(initial) {
  return { past: [], present: initial, future: [] };
}

function record(history, value) {
  if (Object.is(value, history.present)) return history;
  return { past: [...history.past, history.present], present: value, future: [] };
}

function undo(history) {
  if (!canUndo(history)) return history;
  const { past } = history;
  const previous = past.pop();
  return { past, present: previous, future: [history.present, ...history.future] };
}

function redo(history) {
  if (!canRedo(history)) return history;
  const { future } = history;
  const next = future.shift();
  return { past: [...history.past, history.present], present: next, future };
}

function canUndo(history) {
  return history.past.length > 0;
}

function canRedo(history) {
  return history.future.length > 0;
}
