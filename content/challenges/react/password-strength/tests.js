test('strengthOf gives a point for each rule', () => {
  expect(strengthOf('')).toBe(0);
  expect(strengthOf('abcdefghij')).toBe(1);
  expect(strengthOf('Abcdefghij')).toBe(2);
  expect(strengthOf('Abcdefgh1!')).toBe(4);
});

test('typing updates the meter and the words', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), 'Abcdefghi1');
  expect(screen.getByText('Strength: Good')).toBeInTheDocument();
});

test('the words are a polite live region the field points to', () => {
  const line = screen.getByText(/^Strength:/);
  expect(line).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(line.id);
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
