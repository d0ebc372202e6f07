// The test frame's sandbox stops the browser from submitting forms: a click on a submit button
// never fires "submit" by itself. submitting() runs a user action and then fires "submit" on the
// form, as a browser would, unless the click was cancelled or the form was already submitted.
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

const MESSAGES = [
  'Email is required',
  'Enter a valid email address',
  'Password must be at least 8 characters',
  'Passwords do not match',
];
const shownMessages = () => MESSAGES.filter((text) => screen.queryByText(text) !== null);
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const confirm = () => screen.getByLabelText('Confirm password');
const submit = (user) =>
  submitting(() => user.click(screen.getByRole('button', { name: 'Create account' })));
const describedBy = (input) => {
  const id = input.getAttribute('aria-describedby');
  const target = id && document.getElementById(id);
  return target ? target.textContent.trim() : `no element with id ${JSON.stringify(id)}`;
};

test('no message is visible before the first submit', async () => {
  const user = userEvent.setup();
  await user.type(email(), 'not-an-email');
  expect(shownMessages()).toEqual([]);
});

test('submitting the empty form shows the email and password messages', async () => {
  const user = userEvent.setup();
  await submit(user);
  expect(shownMessages()).toEqual(['Email is required', 'Password must be at least 8 characters']);
});

test('an invalid email and a different confirmation show their messages', async () => {
  const user = userEvent.setup();
  await user.type(email(), 'ada@example');
  await user.type(password(), 'correct horse');
  await user.type(confirm(), 'correct hose');
  await submit(user);
  expect(shownMessages()).toEqual(['Enter a valid email address', 'Passwords do not match']);
});

test('fields with an error have aria-invalid="true" and are described by their message', async () => {
  const user = userEvent.setup();
  await user.type(password(), 'longenough');
  await user.type(confirm(), 'longenough');
  await submit(user);
  expect(email().getAttribute('aria-invalid')).toBe('true');
  expect(describedBy(email())).toBe('Email is required');
  expect(password().getAttribute('aria-invalid') === 'true').toBe(false);
});

test('after the first submit, messages follow what the user types', async () => {
  const user = userEvent.setup();
  await submit(user);
  await user.type(email(), 'ada@example');
  expect(shownMessages()).toContain('Enter a valid email address');
  await user.type(email(), '.com');
  await user.type(password(), 'abc');
  expect(shownMessages()).toEqual([
    'Password must be at least 8 characters',
    'Passwords do not match',
  ]);
});

test('a valid form shows "Welcome, ada@example.com!" (8 characters is long enough)', async () => {
  const user = userEvent.setup();
  await user.type(email(), ' ada@example.com ');
  await user.type(password(), 'secret12');
  await user.type(confirm(), 'secret12');
  await submit(user);
  expect(shownMessages()).toEqual([]);
  expect(screen.getByText(/^Welcome,/).textContent.trim()).toBe('Welcome, ada@example.com!');
});
