test('email reminders start on', { description: 'The email reminders switch starts in its on position.' }, () => {
  expect(screen.getByRole('switch', { name: 'Email reminders' })).toHaveAttribute('aria-checked', 'true');
});
