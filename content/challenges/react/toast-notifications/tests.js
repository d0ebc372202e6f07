test('Save shows the toast in the status region', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(within(screen.getByRole('status')).getByText('Your changes were saved.')).toBeInTheDocument();
});

test('each Save adds a toast', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(within(screen.getByRole('status')).getAllByText('Your changes were saved.')).toHaveLength(2);
});

test('Dismiss removes that toast only', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(screen.getAllByText('×')[0]);
  expect(screen.getAllByText('Your changes were saved.')).toHaveLength(1);
});

test('the page with a toast has no accessibility problems', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await expectAccessible();
});
