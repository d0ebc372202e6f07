test('a valid form has no error keys', { description: 'When every field passes, the errors object has no keys at all.' }, () => {
  const errors = validate(
    { username: 'asha', password: 'correct horse' },
    {
      username: (name) => (name ? undefined : 'Enter your username'),
      password: (password) => (password.length >= 8 ? undefined : 'Use 8 characters or more'),
    },
  );
  expect(Object.keys(errors)).toEqual([]);
});

test('untouched for other fields', { description: 'untouched works for any form, with the keys of the values it is given.' }, () => {
  expect(untouched({ city: '', zip: '' })).toEqual({ city: false, zip: false });
});
