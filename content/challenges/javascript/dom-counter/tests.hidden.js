// Hidden tests: run by the server's grader after tests.js, in the same page (the count is 0 here).
const shown = () => document.getElementById('count').textContent.trim();

test('counts up past 9 and back down again', { description: "The count keeps going up correctly into two-digit numbers, and going down from there works too." }, async () => {
  const user = userEvent.setup();
  const plus = screen.getByRole('button', { name: 'Increment' });
  for (let i = 0; i < 12; i += 1) await user.click(plus);
  expect(shown()).toBe('12');
  await user.click(screen.getByRole('button', { name: 'Decrement' }));
  expect(shown()).toBe('11');
});
