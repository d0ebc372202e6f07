test('isUser accepts a user, with or without an e-mail', () => {
  expect(isUser({ id: 1, name: 'Asha' })).toBe(true);
  expect(isUser({ id: 2, name: 'Ravi', email: 'ravi@example.com' })).toBe(true);
});

test('isUser refuses wrong types and non-objects', () => {
  expect(isUser({ id: '1', name: 'Asha' })).toBe(false);
  expect(isUser({ id: 1 })).toBe(false);
  expect(isUser(null)).toBe(false);
  expect(isUser('Asha')).toBe(false);
});

test('parseUsers keeps only the users of an array', () => {
  expect(parseUsers([{ id: 1, name: 'Asha' }, { id: '2', name: 'Ravi' }, null, 7])).toEqual([
    { id: 1, name: 'Asha' },
  ]);
});
