const signup = { email: 'asha@example', age: 15, terms: true };
const signupValidators = {
  email: (email) => (email.includes('.') ? undefined : 'Enter a full e-mail address'),
  age: (age) => (age >= 18 ? undefined : 'You must be 18 or older'),
};

test('setField returns new values with one field changed', () => {
  expect(setField(signup, 'age', 18)).toEqual({ email: 'asha@example', age: 18, terms: true });
  expect(signup.age).toBe(15);
});

test('untouched marks every field as not touched', () => {
  expect(untouched(signup)).toEqual({ email: false, age: false, terms: false });
});

test('validate returns the message of each field that fails', () => {
  expect(validate(signup, signupValidators)).toEqual({
    email: 'Enter a full e-mail address',
    age: 'You must be 18 or older',
  });
});

test('validate leaves out the fields that pass', () => {
  const errors = validate({ email: 'asha@example.com', age: 15, terms: true }, signupValidators);
  expect(errors).toEqual({ age: 'You must be 18 or older' });
});

test('a validator gets all the values, to compare two fields', () => {
  const errors = validate(
    { password: 'secret123', confirm: 'secret124' },
    {
      confirm: (confirm, values) =>
        confirm === values.password ? undefined : 'The passwords differ',
    },
  );
  expect(errors).toEqual({ confirm: 'The passwords differ' });
});
