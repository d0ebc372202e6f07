// The component is mounted afresh before each test.
const quantity = () => within(screen.getByRole('group', { name: 'Quantity' })).getByRole('status').textContent;

test('shows the quantity in a group named Quantity', () => {
  expect(quantity()).toBe('1');
});

test('Increase adds one', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Increase' }));
  await user.click(screen.getByRole('button', { name: 'Increase' }));
  expect(quantity()).toBe('3');
});

test('Decrease is disabled at the minimum', () => {
  expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
});
