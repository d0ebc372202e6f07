// The tests share one page and run in order: each one types into the fields and leaves the
// values there for the next, until the last test checks the whole form.
const findField = (label) => screen.queryByLabelText(label, { selector: 'input' });
const findForm = () => screen.queryByRole('form', { name: 'Create your account' });

// Stop a test with a clear message when the field or form it needs is missing.
function field(label) {
  const input = findField(label);
  if (!input) throw new Error(`no input is labelled "${label}": connect a <label> to it`);
  return input;
}
function form() {
  const found = findForm();
  if (!found) throw new Error('no form is named "Create your account": use aria-labelledby');
  return found;
}
const labels = ['Full name', 'Email', 'Username', 'Password'];
const hint = '3–16 characters: lowercase letters, digits or underscores.';

async function retype(input, text) {
  const user = userEvent.setup();
  await user.clear(input);
  if (text) await user.type(input, text);
}

test('a form named "Create your account" holds four labelled fields', () => {
  const named = form();
  const found = labels.map((label) => {
    const input = findField(label);
    if (!input) return `no input labelled "${label}"`;
    return named.contains(input) ? input.type : `"${label}" is outside the form`;
  });
  expect(found).toEqual(['text', 'email', 'text', 'password']);
});

test('while empty, the form is invalid and every field reports a missing value', () => {
  expect(labels.map((label) => field(label).validity.valueMissing)).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(form().checkValidity()).toBe(false);
});

test('the email field rejects "ada@" and accepts "ada@example.com"', async () => {
  const email = field('Email');
  await retype(email, 'ada@');
  expect(email.validity.valid).toBe(false);
  await retype(email, 'ada@example.com');
  expect(email.validity.valid).toBe(true);
});

test('the username accepts 3–16 lowercase letters, digits or underscores only', async () => {
  const username = field('Username');
  const verdicts = {};
  for (const value of ['Ada Lovelace', 'ab', 'a_very_long_name_', 'ada_99']) {
    await retype(username, value);
    verdicts[value] = username.validity.valid ? 'accepted' : 'rejected';
  }
  expect(verdicts).toEqual({
    'Ada Lovelace': 'rejected',
    ab: 'rejected',
    a_very_long_name_: 'rejected',
    ada_99: 'accepted',
  });
});

test('the username hint is announced as the field’s description', () => {
  const described = screen.queryByRole('textbox', { name: 'Username', description: hint });
  expect(described ? 'described by the hint' : 'not described by the hint').toBe(
    'described by the hint',
  );
});

test('the password must be at least 8 characters', () => {
  expect(field('Password').minLength).toBe(8);
});

test('once every field is filled in correctly, the form is valid', async () => {
  await retype(field('Full name'), 'Ada Lovelace');
  await retype(field('Password'), 'analytical-engine');
  expect(form().checkValidity()).toBe(true);
});
