test('two switches, named by their labels', () => {
  expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByRole('switch', { name: 'Email reminders' })).toBeInTheDocument();
});

test('a click turns dark mode on', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
  expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('Dark mode is on.')).toBeInTheDocument();
});

test('the keyboard toggles it too', async () => {
  const user = userEvent.setup();
  screen.getByRole('switch', { name: 'Dark mode' }).focus();
  await user.keyboard(' ');
  expect(screen.getByText('Dark mode is on.')).toBeInTheDocument();
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
