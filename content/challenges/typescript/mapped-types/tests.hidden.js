test('freezeConfig keeps the values', { description: 'freezeConfig gives back the configuration with all its values.' }, () => {
  expect(freezeConfig({ a: 1, b: { c: [2, 3] } })).toEqual({ a: 1, b: { c: [2, 3] } });
});
