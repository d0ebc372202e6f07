test('negative amounts', { description: 'A negative amount is written with the minus before the rupee sign.' }, () => {
  expect(formatPrice(-5.5)).toBe('-₹5.50');
});

test('an empty list', { description: 'An empty list of amounts gives an empty list.' }, () => {
  expect(formatPrice([])).toEqual([]);
});
