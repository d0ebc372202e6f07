// The tests share one page, in order: the last test presses Tab to focus the skip link.
const size = (el) => {
  const r = el.getBoundingClientRect();
  return `${Math.round(r.width)}x${Math.round(r.height)}`;
};
const isClipped = (s) => s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)';

test('the search button is announced as "Search"', () => {
  expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
});

test('the cart button is announced with its count: "3 items in your cart"', () => {
  const cart = screen.getByRole('button', { name: /items in your cart/ });
  expect(cart).toHaveClass('cart-button');
});

test('hidden text takes up no space: 1px × 1px, taken out of the flow', () => {
  const found = [...document.querySelectorAll('.visually-hidden')].map(
    (el) => `${size(el)} ${getComputedStyle(el).position}`,
  );
  expect(found).toEqual(['1x1 absolute', '1x1 absolute']);
});

test('hidden text is clipped, overflow is hidden and it does not wrap', () => {
  const s = getComputedStyle(document.querySelector('.visually-hidden'));
  expect({ overflow: s.overflow, clipped: isClipped(s), whiteSpace: s.whiteSpace }).toEqual({
    overflow: 'hidden',
    clipped: true,
    whiteSpace: 'nowrap',
  });
});

test('the skip link is hidden the same way until it is focused', () => {
  const link = screen.getByRole('link', { name: 'Skip to main content' });
  expect(size(link)).toBe('1x1');
});

test('pressing Tab focuses the skip link and shows it inside the viewport', async () => {
  const user = userEvent.setup();
  await user.tab();
  const link = screen.getByRole('link', { name: 'Skip to main content' });
  expect(document.activeElement).toBe(link);
  const r = link.getBoundingClientRect();
  expect(r.width).toBeGreaterThan(100);
  expect(r.height).toBeGreaterThan(20);
  expect(r.left).toBeGreaterThanOrEqual(0);
  expect(r.top).toBeGreaterThanOrEqual(0);
});
