test('emit calls the event’s listeners in order, with the payload', () => {
  const emitter = new Emitter();
  const seen = [];
  emitter.on('login', (payload) => seen.push(['first', payload.user]));
  emitter.on('login', (payload) => seen.push(['second', payload.user]));
  emitter.on('logout', () => seen.push(['logout']));
  emitter.emit('login', { user: 'asha' });
  expect(seen).toEqual([['first', 'asha'], ['second', 'asha']]);
});

test('the function on returns removes that listener', () => {
  const emitter = new Emitter();
  const seen = [];
  const stop = emitter.on('tick', (n) => seen.push(n));
  emitter.emit('tick', 1);
  stop();
  emitter.emit('tick', 2);
  expect(seen).toEqual([1]);
});

test('emitting an event nobody listens to does nothing', () => {
  const emitter = new Emitter();
  expect(() => emitter.emit('nothing', 1)).not.toThrow();
});
