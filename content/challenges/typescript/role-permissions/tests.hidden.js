test('inherited property names are not roles', { description: 'A name that every JavaScript object has as a built-in property is not a role.' }, () => {
  expect(isRole('toString')).toBe(false);
  expect(isRole('constructor')).toBe(false);
});

test('a permission of one role only', { description: 'A permission that only one role has.' }, () => {
  expect(rolesWith('invite')).toEqual(['admin']);
  expect(rolesWith('delete')).toEqual(['admin']);
});
