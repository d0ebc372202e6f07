// The component is mounted afresh before each test.
test('welcomes the user by name', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByText('Welcome, Asha!')).toBeInTheDocument();
  expect(screen.queryByText('You will get our newsletter.')).toBeNull();
});

test('mentions the newsletter when the box is checked', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Ravi');
  await user.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByText('You will get our newsletter.')).toBeInTheDocument();
});
