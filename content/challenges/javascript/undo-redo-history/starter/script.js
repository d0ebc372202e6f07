// A history is a plain object: { past: [...], present: value, future: [...] }.
// Every function returns a NEW history and never changes the one it is given.

function createHistory(initial) {}

function record(history, value) {}

function undo(history) {}

function redo(history) {}

function canUndo(history) {}

function canRedo(history) {}
