// The tests share one page and run in order: each fills in the fields left by the previous one.
const errorText = (id) => document.getElementById(`${id}-error`).textContent.trim();
const errors = () => ({
  email: errorText('email'),
  password: errorText('password'),
  confirm: errorText('confirm'),
});
const invalidFlags = () => ({
  email: screen.getByLabelText('Email').getAttribute('aria-invalid'),
  password: screen.getByLabelText('Password').getAttribute('aria-invalid'),
  confirm: screen.getByLabelText('Confirm password').getAttribute('aria-invalid'),
});
const statusText = () => document.getElementById('form-status').textContent.trim();
const fill = async (user, label, value) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
};
const signUp = (user) => user.click(screen.getByRole('button', { name: 'Sign up' }));

test('with every field empty, Sign up shows the email and password messages', async () => {
  const user = userEvent.setup();
  await signUp(user);
  expect(errors()).toEqual({
    email: 'Email is required',
    password: 'Password must be at least 8 characters',
    confirm: '',
  });
  expect(statusText()).toBe('');
});

test('invalid fields get aria-invalid="true" and valid ones "false"', () => {
  expect(invalidFlags()).toEqual({ email: 'true', password: 'true', confirm: 'false' });
});

test('"ana@example" and "ana.example.com" are rejected as email addresses', async () => {
  const user = userEvent.setup();
  await fill(user, 'Email', 'ana@example');
  await signUp(user);
  expect(errorText('email')).toBe('Enter a valid email address');
  await fill(user, 'Email', 'ana.example.com');
  await signUp(user);
  expect(errorText('email')).toBe('Enter a valid email address');
});

test('a 7-character password is too short, an 8-character one is accepted', async () => {
  const user = userEvent.setup();
  await fill(user, 'Email', 'ana@example.com');
  await fill(user, 'Password', 'secret1');
  await fill(user, 'Confirm password', 'secret1');
  await signUp(user);
  expect(errorText('password')).toBe('Password must be at least 8 characters');
  expect(errorText('email')).toBe('');

  await fill(user, 'Password', 'secret12');
  await fill(user, 'Confirm password', 'secret12');
  await signUp(user);
  expect(errorText('password')).toBe('');
  expect(invalidFlags().password).toBe('false');
});

test('a different confirmation shows "Passwords do not match"', async () => {
  const user = userEvent.setup();
  await fill(user, 'Confirm password', 'secret13');
  await signUp(user);
  expect(errorText('confirm')).toBe('Passwords do not match');
  expect(invalidFlags().confirm).toBe('true');
  expect(statusText()).toBe('');
});

test('when everything is valid, all messages are empty and the status reads "Welcome aboard!"', async () => {
  const user = userEvent.setup();
  await fill(user, 'Email', '  ben@example.org  ');
  await fill(user, 'Password', 'correct horse');
  await fill(user, 'Confirm password', 'correct horse');
  await signUp(user);
  expect(errors()).toEqual({ email: '', password: '', confirm: '' });
  expect(invalidFlags()).toEqual({ email: 'false', password: 'false', confirm: 'false' });
  expect(statusText()).toBe('Welcome aboard!');
});
