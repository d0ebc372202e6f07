test('the footer navigation is named Footer', () => {
  const nav = screen.getByRole('navigation', { name: 'Footer' });
  expect(within(nav).getAllByRole('link').map((a) => a.textContent.trim())).toEqual(['About', 'Contact']);
});

test('the address has a mail link', () => {
  expect(screen.getByRole('link', { name: 'hello@launchpad.example' })).toHaveAttribute('href', 'mailto:hello@launchpad.example');
});

test('the GitHub icon link has a name', () => {
  expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/launchpad');
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
