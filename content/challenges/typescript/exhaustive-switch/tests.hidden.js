test('a value that slipped past the types', { description: 'A status that is not in the list (data from outside) throws an error naming it.' }, () => {
  expect(() => statusLabel('lost')).toThrow('Unexpected value: lost');
});
