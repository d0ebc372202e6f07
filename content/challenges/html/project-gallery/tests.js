test('three figures, each named by its caption', () => {
  const figures = screen.getAllByRole('figure');
  expect(figures.map((figure) => figure.querySelector('figcaption').textContent.trim())).toEqual([
    'Weather app by Asha',
    'Recipe site by Ravi',
    'Portfolio by Meera',
  ]);
});

test('the gallery is a list of three items', () => {
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
});

test('the weather app’s picture is described', () => {
  const img = screen.getAllByRole('figure')[0].querySelector('img');
  expect(img.getAttribute('alt').length).toBeGreaterThan(10);
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
