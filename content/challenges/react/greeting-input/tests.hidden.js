// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test.
const nameField = () => screen.getByLabelText('Your name');
const greetingText = () => screen.getByText(/^Hello,/).textContent.trim();

test('only the spaces at the start and end are removed: " Ada Lovelace " greets "Ada Lovelace"', { description: "Only the spaces at the start and end of the name are removed: the spaces inside a name of several words stay in the greeting, and the input keeps exactly what was typed." }, async () => {
  const user = userEvent.setup();
  await user.type(nameField(), ' Ada Lovelace ');
  expect(nameField().value).toBe(' Ada Lovelace ');
  expect(greetingText()).toBe('Hello, Ada Lovelace!');
});

test('the greeting follows every edit; after Clear the button is disabled and a new name is greeted', { description: "The greeting follows every edit, including deleted characters. After Clear the input is empty, the greeting says \"Hello, stranger!\" and Clear is disabled; a new name typed afterwards is greeted and enables Clear again." }, async () => {
  const user = userEvent.setup();
  await user.type(nameField(), 'Grace');
  await user.type(nameField(), '{Backspace}{Backspace}');
  expect(greetingText()).toBe('Hello, Gra!');
  const clear = screen.getByRole('button', { name: 'Clear' });
  await user.click(clear);
  expect(nameField().value).toBe('');
  expect(greetingText()).toBe('Hello, stranger!');
  expect(screen.getByRole('button', { name: 'Clear' }).disabled).toBe(true);
  await user.type(nameField(), 'Bob');
  expect(greetingText()).toBe('Hello, Bob!');
  expect(screen.getByRole('button', { name: 'Clear' }).disabled).toBe(false);
});

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
