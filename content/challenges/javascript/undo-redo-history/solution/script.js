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
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
  };
}

function redo(history) {
  if (!canRedo(history)) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0],
    future: history.future.slice(1),
  };
}

function canUndo(history) {
  return history.past.length > 0;
}

function canRedo(history) {
  return history.future.length > 0;
}
