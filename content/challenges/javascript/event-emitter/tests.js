const newEmitter = () => {
  expect(typeof EventEmitter).toBe('function');
  return new EventEmitter();
};

test('new EventEmitter() works, and emit with no listeners returns false', () => {
  const emitter = newEmitter();
  expect(emitter.emit('nothing-here')).toBe(false);
});

test('listeners run in the order they were added, with every argument; emit returns true', () => {
  const emitter = newEmitter();
  const seen = [];
  emitter.on('move', (x, y) => seen.push(`first ${x},${y}`));
  emitter.on('move', (x, y) => seen.push(`second ${x},${y}`));
  emitter.on('other', () => seen.push('wrong event'));
  expect(emitter.emit('move', 3, 4)).toBe(true);
  expect(seen).toEqual(['first 3,4', 'second 3,4']);
});

test('off removes only the given listener; removing an unknown one is harmless', () => {
  const emitter = newEmitter();
  const keep = createSpy();
  const drop = createSpy();
  emitter.on('save', keep);
  emitter.on('save', drop);
  emitter.off('save', drop);
  emitter.off('save', () => {});
  emitter.off('never-used', keep);
  emitter.emit('save', 'draft');
  expect(keep).toHaveBeenCalledTimes(1);
  expect(keep).toHaveBeenCalledWith('draft');
  expect(drop).toHaveBeenCalledTimes(0);
});

test('two once listeners both run on the first emit and never again', () => {
  const emitter = newEmitter();
  const first = createSpy();
  const second = createSpy();
  const always = createSpy();
  emitter.once('ready', first);
  emitter.once('ready', second);
  emitter.on('ready', always);
  emitter.emit('ready', 1);
  emitter.emit('ready', 2);
  expect(first.calls).toEqual([[1]]);
  expect(second.calls).toEqual([[1]]);
  expect(always.calls).toEqual([[1], [2]]);
});

test('a once listener removed with off never runs', () => {
  const emitter = newEmitter();
  const listener = createSpy();
  emitter.once('close', listener);
  emitter.off('close', listener);
  expect(emitter.emit('close')).toBe(false);
  expect(listener).toHaveBeenCalledTimes(0);
});

test('two emitters do not share listeners', () => {
  const a = newEmitter();
  const b = newEmitter();
  const listener = createSpy();
  a.on('ping', listener);
  expect(b.emit('ping')).toBe(false);
  expect(listener).toHaveBeenCalledTimes(0);
});
