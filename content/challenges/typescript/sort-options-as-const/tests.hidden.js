const hiddenProducts = [
  { name: 'Kettle', price: 1299, rating: 4.1, addedOn: '2024-02-01' },
  { name: 'Mug', price: 249, rating: 4.9, addedOn: '2023-11-20' },
  { name: 'Toaster', price: 2199, rating: 4.4, addedOn: '2024-06-30' },
];

test('a value that is not an option', { description: 'A URL value that is not one of the options (a typo, other capitals) falls back to the default.' }, () => {
  expect(parseSort('price-acs')).toBe('newest');
  expect(parseSort('Rating')).toBe('newest');
  expect(parseSort('')).toBe('newest');
});

test('sorting by rating', { description: 'Sorting by rating puts the best rated product first.' }, () => {
  expect(sortProducts(hiddenProducts, 'rating').map((product) => product.name)).toEqual(['Mug', 'Toaster', 'Kettle']);
});
