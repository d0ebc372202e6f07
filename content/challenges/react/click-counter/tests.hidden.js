// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test, so each one starts at "Count: 0".
const shownCount = () => screen.getByText(/^Count:/).textContent.trim();

test('Increment keeps adding 1 past ten clicks', { description: "A long series of Increment clicks adds exactly 1 per click, also once the count has more than one digit." }, async () => {
  const user = userEvent.setup();
  const increment = screen.getByRole('button', { name: 'Increment' });
  for (let i = 0; i < 12; i += 1) await user.click(increment);
  expect(shownCount()).toBe('Count: 12');
});

test('Reset from a larger count shows 0, and counting starts again from there', { description: "Reset brings any count back to 0, and Increment then counts up again from 0. Pressing Reset several times in a row still shows 0." }, async () => {
  const user = userEvent.setup();
  const increment = screen.getByRole('button', { name: 'Increment' });
  for (let i = 0; i < 7; i += 1) await user.click(increment);
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(shownCount()).toBe('Count: 0');
  await user.click(increment);
  await user.click(increment);
  expect(shownCount()).toBe('Count: 2');
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(shownCount()).toBe('Count: 0');
});
