test('off removes one listener only', { description: 'Removing one listener keeps the other listeners of the same event.' }, () => {
  const emitter = new Emitter();
  const seen = [];
  const a = (n) => seen.push(['a', n]);
  const b = (n) => seen.push(['b', n]);
  emitter.on('tick', a);
  emitter.on('tick', b);
  emitter.off('tick', a);
  emitter.emit('tick', 3);
  expect(seen).toEqual([['b', 3]]);
});
