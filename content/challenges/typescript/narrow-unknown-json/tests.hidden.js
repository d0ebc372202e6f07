test('an e-mail that is not a string', { description: 'A user whose e-mail is there but is not a string is refused.' }, () => {
  expect(isUser({ id: 1, name: 'Asha', email: 42 })).toBe(false);
});

test('data that is not an array', { description: 'Data that is not an array (an object, null, text) gives an empty list.' }, () => {
  expect(parseUsers({ users: [] })).toEqual([]);
  expect(parseUsers(null)).toEqual([]);
  expect(parseUsers('users')).toEqual([]);
});
