const api = () => {
  for (const fn of [createHistory, record, undo, redo, canUndo, canRedo]) {
    expect(typeof fn).toBe('function');
  }
};
// A history in plain data, so a failure shows all of it.
const plain = (history) => ({
  past: [...history.past],
  present: history.present,
  future: [...history.future],
});

test('createHistory("") starts with nothing to undo or redo', () => {
  api();
  const history = createHistory('');
  expect(plain(history)).toEqual({ past: [], present: '', future: [] });
  expect(canUndo(history)).toBe(false);
  expect(canRedo(history)).toBe(false);
});

test('record adds steps: the old present goes to the end of past', () => {
  api();
  const history = record(record(createHistory(''), 'H'), 'Hi');
  expect(plain(history)).toEqual({ past: ['', 'H'], present: 'Hi', future: [] });
  expect(canUndo(history)).toBe(true);
});

test('record returns a new history and leaves the one it was given unchanged', () => {
  api();
  const before = createHistory('draft');
  const after = record(before, 'draft 2');
  expect(plain(after)).toEqual({ past: ['draft'], present: 'draft 2', future: [] });
  expect(after === before).toBe(false);
  expect(plain(before)).toEqual({ past: [], present: 'draft', future: [] });
});

test('undo steps back into the future; redo steps forward again', () => {
  api();
  const typed = record(record(createHistory('a'), 'ab'), 'abc');
  const undone = undo(undo(typed));
  expect(plain(undone)).toEqual({ past: [], present: 'a', future: ['ab', 'abc'] });
  expect(canRedo(undone)).toBe(true);
  const redone = redo(undone);
  expect(plain(redone)).toEqual({ past: ['a'], present: 'ab', future: ['abc'] });
});

test('recording after an undo throws the redo steps away', () => {
  api();
  const undone = undo(record(record(createHistory(1), 2), 3));
  const branched = record(undone, 10);
  expect(plain(branched)).toEqual({ past: [1, 2], present: 10, future: [] });
  expect(canRedo(branched)).toBe(false);
});

test('undo with nothing to undo and redo with nothing to redo return the same history', () => {
  api();
  const start = createHistory('x');
  expect(undo(start) === start).toBe(true);
  expect(plain(undo(start))).toEqual({ past: [], present: 'x', future: [] });
  const end = record(start, 'y');
  expect(redo(end) === end).toBe(true);
});
