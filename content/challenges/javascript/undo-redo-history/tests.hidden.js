const history = () => {
  for (const fn of [createHistory, record, undo, redo, canUndo, canRedo]) {
    expect(typeof fn).toBe('function');
  }
};
const asData = (h) => ({ past: [...h.past], present: h.present, future: [...h.future] });

test(
  'undo and redo leave the history they are given unchanged',
  {
    description:
      'undo and redo never change the history they are given: an older history still holds the same steps afterwards, and undoing or redoing it twice gives the same result both times.',
  },
  () => {
    history();
    const three = record(record(createHistory('a'), 'b'), 'c');
    const once = undo(three);
    const again = undo(three);
    expect(asData(three)).toEqual({ past: ['a', 'b'], present: 'c', future: [] });
    expect(asData(again)).toEqual(asData(once));
    const back = undo(once);
    const forward1 = redo(back);
    const forward2 = redo(back);
    expect(asData(back)).toEqual({ past: [], present: 'a', future: ['b', 'c'] });
    expect(asData(forward2)).toEqual(asData(forward1));
  },
);

test(
  'recording the value that is already present adds no step',
  {
    description:
      'Recording the same value that is already the present one adds no step: the very same history comes back, so one undo still goes back to the previous value.',
  },
  () => {
    history();
    const h = record(createHistory('cat'), 'hat');
    const same = record(h, 'hat');
    expect(same === h).toBe(true);
    expect(undo(same).present).toBe('cat');
  },
);

test(
  'a long session of records, undos and redos keeps every step in order',
  {
    description:
      'Over a longer session mixing several records, undos and redos, every step is kept in the right order, and objects stored as values come back as the very same objects.',
  },
  () => {
    history();
    const shapes = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    let h = createHistory(null);
    for (const shape of shapes) h = record(h, shape);
    h = undo(undo(undo(h)));
    expect(h.present === shapes[0]).toBe(true);
    h = redo(redo(h));
    expect(h.present === shapes[2]).toBe(true);
    h = record(h, 'done');
    h = undo(h);
    expect(asData(h)).toEqual({
      past: [null, shapes[0], shapes[1]],
      present: shapes[2],
      future: ['done'],
    });
  },
);
