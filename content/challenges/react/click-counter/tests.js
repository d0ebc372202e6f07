const countText = () => screen.getByText(/^Count:/).textContent.trim();

test('the first render shows "Count: 0"', () => {
  expect(countText()).toBe('Count: 0');
});

test('one click on Increment shows "Count: 1"', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Increment' }));
  expect(countText()).toBe('Count: 1');
});

test('three clicks on Increment show "Count: 3"', async () => {
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Increment' });
  await user.click(button);
  await user.click(button);
  await user.click(button);
  expect(countText()).toBe('Count: 3');
});

test('Reset brings the count back to 0', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Increment' }));
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(countText()).toBe('Count: 0');
});
