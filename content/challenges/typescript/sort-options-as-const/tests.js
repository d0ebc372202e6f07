const products = [
  { name: 'Desk lamp', price: 1499, rating: 4.2, addedOn: '2024-03-10' },
  { name: 'Notebook', price: 199, rating: 4.8, addedOn: '2024-05-02' },
  { name: 'Headphones', price: 2999, rating: 4.6, addedOn: '2024-01-15' },
  { name: 'Backpack', price: 1899, rating: 4.5, addedOn: '2024-04-21' },
];
const names = (list) => list.map((product) => product.name);

test('SORT_OPTIONS lists the four options in order', () => {
  expect([...SORT_OPTIONS]).toEqual(['newest', 'price-asc', 'price-desc', 'rating']);
});

test('isSortOption accepts the options and refuses other text', () => {
  expect(isSortOption('price-desc')).toBe(true);
  expect(isSortOption('rating')).toBe(true);
  expect(isSortOption('cheapest')).toBe(false);
  expect(isSortOption('Newest')).toBe(false);
  expect(isSortOption('')).toBe(false);
});

test('parseSort keeps an option and falls back to newest without one', () => {
  expect(parseSort('price-asc')).toBe('price-asc');
  expect(parseSort('rating')).toBe('rating');
  expect(parseSort(null)).toBe('newest');
});

test('sortProducts sorts by price both ways', () => {
  expect(names(sortProducts(products, 'price-asc'))).toEqual([
    'Notebook',
    'Desk lamp',
    'Backpack',
    'Headphones',
  ]);
  expect(names(sortProducts(products, 'price-desc'))).toEqual([
    'Headphones',
    'Backpack',
    'Desk lamp',
    'Notebook',
  ]);
});

test('sortProducts puts the newest first and leaves the input as it was', () => {
  expect(names(sortProducts(products, 'newest'))).toEqual([
    'Notebook',
    'Backpack',
    'Desk lamp',
    'Headphones',
  ]);
  expect(names(products)).toEqual(['Desk lamp', 'Notebook', 'Headphones', 'Backpack']);
});

test('every option has a label', () => {
  expect(SORT_LABELS['price-asc']).toBe('Price: low to high');
  expect(Object.keys(SORT_LABELS).sort()).toEqual(['newest', 'price-asc', 'price-desc', 'rating']);
});
