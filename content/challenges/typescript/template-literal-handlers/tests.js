test('handlerName puts on before the capitalised event', () => {
  expect(handlerName('open')).toBe('onOpen');
  expect(handlerName('save')).toBe('onSave');
});

test('fire calls the event’s handler and says so', () => {
  const calls = [];
  const fired = fire({ onOpen: () => calls.push('open'), onClose: () => calls.push('close') }, 'close');
  expect(fired).toBe(true);
  expect(calls).toEqual(['close']);
});

test('fire without a handler for the event says it did not', () => {
  expect(fire({ onOpen: () => undefined }, 'close')).toBe(false);
});
