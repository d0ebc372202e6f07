test('the page has one h1 reading "My Frontend Journal" inside the header', () => {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  expect(headings[0]).toHaveTextContent('My Frontend Journal');
  expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 })).toBe(headings[0]);
});

test('a navigation landmark holds the Home and Archive links', () => {
  const nav = screen.getByRole('navigation');
  expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Archive' })).toBeInTheDocument();
});

test('the main landmark holds an article with a level-2 heading', () => {
  const article = within(screen.getByRole('main')).getByRole('article');
  expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
    'Why semantic HTML matters',
  );
});

test('the page footer contains "© 2025"', () => {
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
});
