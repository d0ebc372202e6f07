// The tests share one page, in order: each starts from where the previous one left the count.
const count = () => document.getElementById('count').textContent.trim();

test('the count shows 0 at first', () => {
  expect(count()).toBe('0');
});

test('+ twice shows 2', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Increment' }));
  await user.click(screen.getByRole('button', { name: 'Increment' }));
  expect(count()).toBe('2');
});

test('then − once shows 1', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Decrement' }));
  expect(count()).toBe('1');
});

test('− at 0 keeps showing 0', async () => {
  const user = userEvent.setup();
  const minus = screen.getByRole('button', { name: 'Decrement' });
  await user.click(minus);
  await user.click(minus);
  expect(count()).toBe('0');
});
