test('the article has one h1, then h2 sections', () => {
  const headings = within(screen.getByRole('article')).getAllByRole('heading');
  expect(headings.map((h) => [h.tagName, h.textContent.trim()])).toEqual([
    ['H1', 'Why semantic HTML still matters'],
    ['H2', 'Landmarks'],
    ['H2', 'Headings'],
    ['H2', 'Related'],
  ]);
});

test('the article is inside main', () => {
  expect(within(screen.getByRole('main')).getByRole('article')).toBeInTheDocument();
});

test('the related links are a named aside', () => {
  expect(screen.getByRole('complementary', { name: 'Related' })).toBeInTheDocument();
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
