// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test.

// As in tests.js: the sandbox never submits a form by itself, so this fires "submit" after a
// click on a submit button, as a browser would, unless the click was cancelled.
async function submitting(action) {
  const clicks = [];
  let submitted = false;
  const onClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'submit' && button.form)
      clicks.push({ event, form: button.form });
  };
  const onSubmit = () => {
    submitted = true;
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  try {
    await action();
  } finally {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  }
  for (const { event, form } of clicks) {
    if (!submitted && !event.defaultPrevented && form.isConnected) fireEvent.submit(form);
  }
  await sleep(0);
}

const ALL_MESSAGES = [
  'Email is required',
  'Enter a valid email address',
  'Password must be at least 8 characters',
  'Passwords do not match',
];
const visibleMessages = () => ALL_MESSAGES.filter((text) => screen.queryByText(text) !== null);
const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const confirmField = () => screen.getByLabelText('Confirm password');
const createAccount = (user) =>
  submitting(() => user.click(screen.getByRole('button', { name: 'Create account' })));
/** The text of the element the field's aria-describedby names, or '' when it names none. */
const description = (input) => {
  const id = input.getAttribute('aria-describedby');
  const target = id && document.getElementById(id);
  return target ? target.textContent.trim() : '';
};
const invalid = (input) => input.getAttribute('aria-invalid') === 'true';

test('"grace.hopper@navy" and "grace hopper@navy.mil" are not valid emails, "grace@navy.mil" is', { description: "An email with no dot after the @, or with a space in it, gets the invalid-email message, also while typing after the first submit. A valid email removes the message at once, and the form then submits to the welcome message." }, async () => {
  const user = userEvent.setup();
  await user.type(emailField(), 'grace.hopper@navy');
  await user.type(passwordField(), 'cobol1959');
  await user.type(confirmField(), 'cobol1959');
  await createAccount(user);
  expect(visibleMessages()).toEqual(['Enter a valid email address']);
  await user.clear(emailField());
  await user.type(emailField(), 'grace hopper@navy.mil');
  expect(visibleMessages()).toEqual(['Enter a valid email address']);
  await user.clear(emailField());
  await user.type(emailField(), 'grace@navy.mil');
  expect(visibleMessages()).toEqual([]);
  await createAccount(user);
  expect(screen.getByText(/^Welcome,/).textContent.trim()).toBe('Welcome, grace@navy.mil!');
});

test('Password and Confirm password are invalid and described by their message, until fixed', { description: "Password and Confirm password each get aria-invalid=\"true\" and an aria-describedby pointing at their own message while wrong, and a valid field has neither. Fixing a field removes both at once, and breaking it again brings them back." }, async () => {
  const user = userEvent.setup();
  await user.type(emailField(), 'linus@kernel.org');
  await user.type(passwordField(), 'penguin');
  await user.type(confirmField(), 'penguin!');
  await createAccount(user);
  expect(invalid(emailField())).toBe(false);
  expect(invalid(passwordField())).toBe(true);
  expect(description(passwordField())).toBe('Password must be at least 8 characters');
  expect(invalid(confirmField())).toBe(true);
  expect(description(confirmField())).toBe('Passwords do not match');
  await user.type(passwordField(), '!');
  expect(visibleMessages()).toEqual([]);
  expect(invalid(passwordField())).toBe(false);
  expect(description(passwordField())).toBe('');
  expect(invalid(confirmField())).toBe(false);
  expect(description(confirmField())).toBe('');
  // Breaking a fixed field again brings its message back at once.
  await user.type(confirmField(), '{Backspace}');
  expect(visibleMessages()).toEqual(['Passwords do not match']);
  expect(description(confirmField())).toBe('Passwords do not match');
});

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
