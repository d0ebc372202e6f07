test('other products', { description: 'ProductFilters filters the products it is given, not a fixed list.' }, async () => {
  render(
    React.createElement(ProductFilters, {
      products: [
        { id: 21, name: 'Ticket to Ride', category: 'games', inStock: true },
        { id: 22, name: 'Refactoring', category: 'books', inStock: true },
        { id: 23, name: 'Pandemic', category: 'games', inStock: false },
      ],
    }),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 products');
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Category'), 'games');
  const names = within(screen.getByRole('list', { name: 'Products' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
  expect(names).toEqual(['Ticket to Ride', 'Pandemic']);
});

test('a select value that is not a filter', { description: 'A select value that is not one of the filters gives every category.' }, () => {
  expect(categoryFromEvent({ target: { value: 'toys' } })).toBe('all');
  expect(categoryFromEvent({ target: { value: 'music' } })).toBe('music');
});
