// Runs after tests.js, on the same page: the fields start out valid and the status reads
// "Welcome aboard!".
const messageOf = (id) => document.getElementById(`${id}-error`).textContent.trim();
const statusNow = () => document.getElementById('form-status').textContent.trim();
const setField = async (user, label, value) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
};
const clickSignUp = (user) => user.click(screen.getByRole('button', { name: 'Sign up' }));

test('after "Welcome aboard!", an empty email shows "Email is required" and empties the status', { description: "After a successful sign-up, clearing the email and clicking Sign up again shows \"Email is required\", marks the field invalid and empties the welcome message." }, async () => {
  const user = userEvent.setup();
  await setField(user, 'Email', '');
  await clickSignUp(user);
  expect(messageOf('email')).toBe('Email is required');
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  expect(statusNow()).toBe('');
});

test('emails with a space, a second @, or nothing before the @ or after the dot are rejected', { description: "Emails that contain a space, contain more than one @, have nothing before the @ or have nothing after the last dot are rejected with the email format message." }, async () => {
  const user = userEvent.setup();
  const rejected = {};
  for (const email of [
    'ana maria@example.com',
    'ana@exa mple.com',
    'ana@@example.com',
    'ana@team@example.com',
    'ana@example.',
    '@example.com',
  ]) {
    await setField(user, 'Email', email);
    await clickSignUp(user);
    rejected[email] = messageOf('email');
  }
  const expected = Object.fromEntries(
    Object.keys(rejected).map((email) => [email, 'Enter a valid email address']),
  );
  expect(rejected).toEqual(expected);
}, 5000);

test('other well-formed emails are accepted', { description: "Other well-formed emails are accepted, including very short ones and ones with dots in the name and several dots in the domain; with every field valid, the welcome message appears." }, async () => {
  const user = userEvent.setup();
  const accepted = {};
  for (const email of ['x@y.io', 'first.last@mail.example.co.uk']) {
    await setField(user, 'Email', email);
    await clickSignUp(user);
    accepted[email] = messageOf('email');
  }
  expect(accepted).toEqual({ 'x@y.io': '', 'first.last@mail.example.co.uk': '' });
  expect(statusNow()).toBe('Welcome aboard!');
});

test('one click reports a short password and a different confirmation together', { description: "A single click reports every problem at once: a password that is too short and a confirmation that differs from it (even only in upper or lower case) both show their messages, and the status stays empty." }, async () => {
  const user = userEvent.setup();
  await setField(user, 'Password', 'Short1');
  await setField(user, 'Confirm password', 'short1');
  await clickSignUp(user);
  expect({
    email: messageOf('email'),
    password: messageOf('password'),
    confirm: messageOf('confirm'),
  }).toEqual({
    email: '',
    password: 'Password must be at least 8 characters',
    confirm: 'Passwords do not match',
  });
  expect(statusNow()).toBe('');
});
