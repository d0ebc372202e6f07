const emitterOf = () => {
  expect(typeof EventEmitter).toBe('function');
  return new EventEmitter();
};

test('a listener that removes itself with off during emit does not make the next one be skipped', { description: "A listener that removes itself with off while the event is being emitted does not make the next listeners of that same emit be skipped, and it does not run again on later emits." }, () => {
  const emitter = emitterOf();
  const seen = [];
  const first = () => {
    seen.push('first');
    emitter.off('tick', first);
  };
  emitter.on('tick', first);
  emitter.on('tick', () => seen.push('second'));
  emitter.on('tick', () => seen.push('third'));
  emitter.emit('tick');
  emitter.emit('tick');
  expect(seen).toEqual(['first', 'second', 'third', 'second', 'third']);
});

test('a once listener between two others: all three run, then only the other two', { description: "A once listener registered between two regular listeners runs in its place on the first emit; after that only the regular listeners run, still in order." }, () => {
  const emitter = emitterOf();
  const seen = [];
  emitter.on('step', (n) => seen.push(`a${n}`));
  emitter.once('step', (n) => seen.push(`once${n}`));
  emitter.on('step', (n) => seen.push(`b${n}`));
  emitter.emit('step', 1);
  emitter.emit('step', 2);
  expect(seen).toEqual(['a1', 'once1', 'b1', 'a2', 'b2']);
});

test('every argument is passed along, to on and once listeners alike', { description: "emit passes every argument, however many there are and of any type (objects, arrays and null included), unchanged to both on and once listeners." }, () => {
  const emitter = emitterOf();
  const regular = createSpy();
  const single = createSpy();
  const options = { retry: true };
  emitter.on('upload', regular);
  emitter.once('upload', single);
  emitter.emit('upload', 'photo.png', 2048, options, ['tag'], null);
  expect(regular.calls).toEqual([['photo.png', 2048, options, ['tag'], null]]);
  expect(single.calls).toEqual([['photo.png', 2048, options, ['tag'], null]]);
});

test('emit returns false once every listener is gone, and off on one event keeps the others', { description: "emit returns false once the only listener (a once listener) has already run, and off for one event name leaves the same listener registered on other event names." }, () => {
  const emitter = emitterOf();
  const listener = createSpy();
  emitter.once('open', listener);
  expect(emitter.emit('open')).toBe(true);
  expect(emitter.emit('open')).toBe(false);
  emitter.on('a', listener);
  emitter.on('b', listener);
  emitter.off('a', listener);
  expect(emitter.emit('a')).toBe(false);
  expect(emitter.emit('b')).toBe(true);
  expect(listener).toHaveBeenCalledTimes(2);
});
