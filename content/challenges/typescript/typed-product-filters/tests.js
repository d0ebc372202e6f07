// The component is mounted afresh before each test.
const shownNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

test('shows every product at first', () => {
  expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 6 products');
  expect(shownNames()).toHaveLength(6);
});

test('choosing a category shows only its products', async () => {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Category'), 'games');
  expect(shownNames()).toEqual(['Chess set', 'Catan']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 6 products');
});

test('In stock only hides the products out of stock', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
  expect(shownNames()).toEqual([
    'The Pragmatic Programmer',
    'Chess set',
    'Kind of Blue (vinyl)',
    'Abbey Road (vinyl)',
  ]);
});

test('a category and In stock only work together', async () => {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Category'), 'books');
  await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
  expect(shownNames()).toEqual(['The Pragmatic Programmer']);
  await user.selectOptions(screen.getByLabelText('Category'), 'all');
  expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 6 products');
});

test('isCategoryFilter accepts the four filters only', () => {
  expect(isCategoryFilter('all')).toBe(true);
  expect(isCategoryFilter('music')).toBe(true);
  expect(isCategoryFilter('toys')).toBe(false);
  expect(isCategoryFilter('Books')).toBe(false);
});
