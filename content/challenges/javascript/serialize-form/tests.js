// The tests share one page and run in order: each continues from the fields the previous one left.
const pageForm = () => document.getElementById('registration');
const serialized = () => {
  expect(typeof serializeForm).toBe('function');
  return serializeForm(pageForm());
};
const messages = () => ({
  name: document.getElementById('name-error').textContent.trim(),
  topics: document.getElementById('topics-error').textContent.trim(),
});
const outputText = () => document.getElementById('output').textContent.trim();
const register = (user) => user.click(screen.getByRole('button', { name: 'Register' }));

test('serializeForm(form) on the untouched form gives every field with its default value', () => {
  expect(serialized()).toEqual({
    fullName: '',
    email: '',
    level: 'beginner',
    format: 'online',
    notes: '',
  });
});

test('filled fields are trimmed, and two checked topics give an array in page order', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), '  Ana Lima  ');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.selectOptions(screen.getByLabelText('Level'), 'Advanced');
  await user.click(screen.getByRole('checkbox', { name: 'JavaScript' }));
  await user.click(screen.getByRole('checkbox', { name: 'CSS' }));
  await user.click(screen.getByRole('radio', { name: 'In person' }));
  await user.type(screen.getByLabelText('Notes'), 'Vegetarian lunch ');
  expect(serialized()).toEqual({
    fullName: 'Ana Lima',
    email: 'ana@example.com',
    level: 'advanced',
    topics: ['css', 'js'],
    format: 'in-person',
    notes: 'Vegetarian lunch',
  });
});

test('one checked topic gives a string; an unchecked checkbox is left out', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: 'CSS' }));
  const data = serialized();
  expect(data.topics).toBe('js');
  expect(Object.keys(data).includes('newsletter')).toBe(false);
  await user.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }));
  expect(serialized().newsletter).toBe('yes');
});

test('Register with an empty name shows "Enter your name" and no submitted data', async () => {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Full name'));
  await register(user);
  expect(messages()).toEqual({ name: 'Enter your name', topics: '' });
  expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
  expect(outputText()).toBe('');
});

test('Register with no topic checked shows "Choose at least one topic"', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Ana Lima');
  await user.click(screen.getByRole('checkbox', { name: 'JavaScript' }));
  await register(user);
  expect(messages()).toEqual({ name: '', topics: 'Choose at least one topic' });
  expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('false');
  expect(outputText()).toBe('');
});

test('a valid Register clears the messages and shows the data as JSON in #output', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: 'HTML' }));
  await register(user);
  expect(messages()).toEqual({ name: '', topics: '' });
  let shown = null;
  try {
    shown = JSON.parse(outputText());
  } catch {
    shown = `not JSON: ${outputText()}`;
  }
  expect(shown).toEqual({
    fullName: 'Ana Lima',
    email: 'ana@example.com',
    level: 'advanced',
    topics: 'html',
    format: 'in-person',
    notes: 'Vegetarian lunch',
    newsletter: 'yes',
  });
});
