test('the first Tab reaches the skip link', async () => {
  const user = userEvent.setup();
  document.body.focus();
  await user.tab();
  expect(document.activeElement).toHaveTextContent('Skip to content');
  expect(document.activeElement).toHaveAttribute('href', '#main');
});

test('the page has a header, a named navigation, a main area and a footer', () => {
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('the main area starts with the only h1', () => {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBe(headings[0]);
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
