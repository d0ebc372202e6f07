test('an event of one letter', { description: 'A one-letter event name still gets its capitalised handler name.' }, () => {
  expect(handlerName('x')).toBe('onX');
});
