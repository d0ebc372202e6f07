// The component is mounted afresh before each test; mountApp() mounts it again after the test
// has declared its API.
function answer(status, json, seen = []) {
  fakeApi.reset();
  fakeApi.post('/api/signups', ({ body, headers }) => {
    seen.push({ body, type: headers['content-type'] });
    return fakeApi.reply({ status, json });
  });
  return seen;
}

async function fillAndSubmit(name, email) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

test('sends the fields as JSON and thanks the user on 201', async () => {
  const seen = answer(201, { id: 7 });
  mountApp();
  await fillAndSubmit('Asha', 'asha@example.com');
  await screen.findByText('Thanks for signing up!');
  expect(seen).toEqual([{ body: { name: 'Asha', email: 'asha@example.com' }, type: 'application/json' }]);
});

test('shows the server’s message for a refused field, tied to the field', async () => {
  answer(422, { errors: { email: 'This e-mail is already registered.' } });
  mountApp();
  await fillAndSubmit('Asha', 'taken@example.com');
  const message = await screen.findByText('This e-mail is already registered.');
  const email = screen.getByLabelText('Email');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email.getAttribute('aria-describedby')).toBe(message.id);
  expect(message.id).not.toBe('');
  expect(email).toHaveValue('taken@example.com');
});

test('shows a message for each refused field', async () => {
  answer(422, { errors: { name: 'Please enter your name.', email: 'This e-mail is already registered.' } });
  mountApp();
  await fillAndSubmit(' ', 'taken@example.com');
  await screen.findByText('Please enter your name.');
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('This e-mail is already registered.')).toBeInTheDocument();
});

test('any other failure says something went wrong', async () => {
  answer(500, { error: 'Down' });
  mountApp();
  await fillAndSubmit('Asha', 'asha@example.com');
  await screen.findByText('Something went wrong. Please try again.');
  expect(screen.getByLabelText('Name')).toHaveValue('Asha');
});

test('the form with the server’s messages has no accessibility problems', async () => {
  answer(422, { errors: { email: 'This e-mail is already registered.' } });
  mountApp();
  await fillAndSubmit('Asha', 'taken@example.com');
  await screen.findByText('This e-mail is already registered.');
  await expectAccessible();
});
