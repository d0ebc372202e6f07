// The tests share one page and run in order. The page shows the form after a failed sign-in; the
// fourth test follows a link in the error summary, which moves the focus.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();
const emailError = 'Enter an email address in the correct format, like name@example.com';
const passwordError = 'Enter your password';
const describe = (element) =>
  element === document.body
    ? 'the page body'
    : `<${element.tagName.toLowerCase()}> "${squash(element).slice(0, 40)}"`;

function summary() {
  const found = screen.queryByRole('alert');
  if (!found) throw new Error('no element has role="alert": give the error summary that role');
  return found;
}
function field(label) {
  const found = screen.queryByLabelText(label, { selector: 'input' });
  if (!found) throw new Error(`no input is labelled "${label}": connect a <label> to it`);
  return found;
}

test('an alert titled "There is a problem" lists a link for each error', () => {
  const alert = summary();
  const heading = within(alert).queryByRole('heading', { level: 2 });
  expect(heading ? squash(heading) : 'no <h2> in the alert').toBe('There is a problem');
  const list = within(alert).queryByRole('list');
  expect(list ? 'a list' : 'no list in the alert').toBe('a list');
  expect(within(list).queryAllByRole('link').map(squash)).toEqual([emailError, passwordError]);
});

test('the email and password fields are labelled, with the right types and autocomplete', () => {
  const email = field('Email address');
  const password = field('Password');
  expect([email.type, password.type]).toEqual(['email', 'password']);
  expect([email.autocomplete, password.autocomplete]).toEqual(['email', 'current-password']);
  expect(email.value).toBe('ada@example');
});

test('the email field is marked invalid and described by its error message', () => {
  const email = field('Email address');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  const described = screen.queryByRole('textbox', {
    name: 'Email address',
    description: emailError,
  });
  expect(described ? 'described by its error' : 'not described by its error').toBe(
    'described by its error',
  );
});

test('following the email error link moves the focus to the email field', async () => {
  const user = userEvent.setup();
  const link = within(summary()).queryByRole('link', { name: emailError });
  expect(link ? 'found' : 'no link for the email error').toBe('found');
  await user.click(link);
  await sleep(50);
  const email = field('Email address');
  expect(
    document.activeElement === email ? 'the email field' : describe(document.activeElement),
  ).toBe('the email field');
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
