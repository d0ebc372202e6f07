const nameInput = () => screen.getByLabelText('Your name');
const greeting = () => screen.getByText(/^Hello,/).textContent.trim();

test('the input labelled "Your name" starts empty and the greeting says "Hello, stranger!"', () => {
  expect(nameInput().value).toBe('');
  expect(greeting()).toBe('Hello, stranger!');
});

test('typing "Ada" shows "Hello, Ada!"', async () => {
  const user = userEvent.setup();
  await user.type(nameInput(), 'Ada');
  expect(nameInput().value).toBe('Ada');
  expect(greeting()).toBe('Hello, Ada!');
});

test('spaces around the name are left out of the greeting', async () => {
  const user = userEvent.setup();
  await user.type(nameInput(), '  Grace  ');
  expect(greeting()).toBe('Hello, Grace!');
});

test('a name of only spaces still shows "Hello, stranger!"', async () => {
  const user = userEvent.setup();
  await user.type(nameInput(), '   ');
  expect(greeting()).toBe('Hello, stranger!');
});

test('Clear empties the input and brings back "Hello, stranger!"', async () => {
  const user = userEvent.setup();
  await user.type(nameInput(), 'Linus');
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(nameInput().value).toBe('');
  expect(greeting()).toBe('Hello, stranger!');
});

test('Clear is disabled while the input is empty and enabled once there is text', async () => {
  const user = userEvent.setup();
  const clear = screen.getByRole('button', { name: 'Clear' });
  expect(clear.disabled).toBe(true);
  await user.type(nameInput(), 'M');
  expect(clear.disabled).toBe(false);
});
