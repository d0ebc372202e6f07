test('a number is written with the rupee sign and two decimals', () => {
  expect(formatPrice(120)).toBe('₹120.00');
  expect(formatPrice(9.5)).toBe('₹9.50');
});

test('an array gives each amount formatted, in order', () => {
  expect(formatPrice([120, 90])).toEqual(['₹120.00', '₹90.00']);
});
