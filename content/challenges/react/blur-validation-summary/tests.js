// The app is mounted afresh before every test.
const MESSAGES = [
  'Enter your full name',
  'Enter your email address',
  'Enter an email address like name@example.com',
  'Enter a 5-digit postcode',
];
// The messages shown next to the fields (the summary's links are counted separately).
const fieldMessages = () =>
  MESSAGES.filter((text) =>
    screen.queryAllByText(text).some((element) => element.closest('a') === null),
  );
const nameField = () => screen.getByLabelText('Full name');
const emailField = () => screen.getByLabelText('Email');
const postcodeField = () => screen.getByLabelText('Postcode');
const submit = (user) => user.click(screen.getByRole('button', { name: 'Continue to payment' }));
const summary = () => screen.queryByRole('region', { name: /^There (is|are)/ });
const describedBy = (input) => {
  const id = input.getAttribute('aria-describedby');
  const target = id && document.getElementById(id);
  return target ? target.textContent.trim() : `no element with id ${JSON.stringify(id)}`;
};

test('no message shows while typing in a field that has not been left yet', async () => {
  const user = userEvent.setup();
  await user.type(emailField(), 'ada@');
  expect(fieldMessages()).toEqual([]);
  expect(emailField().getAttribute('aria-invalid') === 'true').toBe(false);
});

test('leaving Email with "ada@" shows its message, tied to the field', async () => {
  const user = userEvent.setup();
  await user.type(emailField(), 'ada@');
  await user.tab();
  expect(fieldMessages()).toEqual(['Enter an email address like name@example.com']);
  expect(emailField().getAttribute('aria-invalid')).toBe('true');
  expect(describedBy(emailField())).toBe('Enter an email address like name@example.com');
});

test('leaving Full name empty shows its message; fields not left yet show none', async () => {
  const user = userEvent.setup();
  await user.click(nameField());
  await user.tab();
  expect(document.activeElement).toBe(emailField());
  expect(fieldMessages()).toEqual(['Enter your full name']);
  expect(nameField().getAttribute('aria-invalid')).toBe('true');
  expect(postcodeField().getAttribute('aria-invalid') === 'true').toBe(false);
});

test('once Email was left, its message follows the typing', async () => {
  const user = userEvent.setup();
  const emailMessages = () => fieldMessages().filter((text) => /email/.test(text));
  await user.type(emailField(), 'ada@');
  await user.tab();
  await user.type(emailField(), 'example.com');
  expect(emailMessages()).toEqual([]);
  expect(emailField().getAttribute('aria-invalid') === 'true').toBe(false);
  await user.clear(emailField());
  expect(emailMessages()).toEqual(['Enter your email address']);
});

test('submitting the empty form shows every message and a focused summary of 3 problems', async () => {
  const user = userEvent.setup();
  await submit(user);
  expect(fieldMessages()).toEqual([
    'Enter your full name',
    'Enter your email address',
    'Enter a 5-digit postcode',
  ]);
  expect(summary()).not.toBeNull();
  expect(within(summary()).getByRole('heading').textContent.trim()).toBe('There are 3 problems');
  expect(
    within(summary())
      .getAllByRole('link')
      .map((link) => link.textContent.trim()),
  ).toEqual(['Enter your full name', 'Enter your email address', 'Enter a 5-digit postcode']);
  expect(document.activeElement).toBe(summary());
});

test('a link in the summary moves the focus to its field', async () => {
  const user = userEvent.setup();
  await user.type(nameField(), 'Ada');
  await submit(user);
  await user.click(within(summary()).getByRole('link', { name: 'Enter a 5-digit postcode' }));
  expect(document.activeElement).toBe(postcodeField());
});

test('a valid form says "Thanks, Ada Lovelace! Your order is on its way."', async () => {
  const user = userEvent.setup();
  await user.type(nameField(), '  Ada Lovelace ');
  await user.type(emailField(), 'ada@example.com');
  await user.type(postcodeField(), '10115');
  await submit(user);
  expect(screen.getByText(/^Thanks,/).textContent.trim()).toBe(
    'Thanks, Ada Lovelace! Your order is on its way.',
  );
});

test('the form with its messages and summary has no accessibility problems', async () => {
  const user = userEvent.setup();
  await user.type(emailField(), 'ada@');
  await submit(user);
  await expectAccessible();
});
