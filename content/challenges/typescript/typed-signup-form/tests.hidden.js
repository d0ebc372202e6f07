test('spaces before the name', { description: 'Spaces typed before the name are dropped.' }, async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), '  Meera');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  // The text exactly (getByText would collapse the spaces).
  expect(screen.getAllByRole('paragraph')[0].textContent).toBe('Welcome, Meera!');
});
