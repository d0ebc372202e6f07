test('a later failure clears the old field messages', { description: 'After the server refused a field, a later failure of another kind does not leave the old field message behind.' }, async () => {
  let calls = 0;
  fakeApi.reset();
  fakeApi.post('/api/signups', () => {
    calls += 1;
    return calls === 1
      ? fakeApi.reply({ status: 422, json: { errors: { email: 'This e-mail is already registered.' } } })
      : fakeApi.reply({ status: 503, json: { error: 'Busy' } });
  });
  mountApp();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'taken@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await screen.findByText('This e-mail is already registered.');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await screen.findByText('Something went wrong. Please try again.');
  expect(screen.queryByText('This e-mail is already registered.')).toBeNull();
});

test('the button while sending', { description: 'While the form is being sent, the button says so and cannot be pressed again.' }, async () => {
  fakeApi.reset();
  fakeApi.post('/api/signups', () => fakeApi.reply({ status: 201, delay: 300, json: { id: 1 } }));
  mountApp();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('button', { name: 'Signing up…' })).toBeDisabled();
  await screen.findByText('Thanks for signing up!');
});
