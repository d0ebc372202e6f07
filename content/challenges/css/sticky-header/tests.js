// The tests share one page, in order: they scroll the page down and leave it scrolled. They scroll
// and read the scroll position with `page` (the tests' own, which the page's scripts cannot fake).
const header = () => document.querySelector('.site-header');
const box = (el) => el.getBoundingClientRect();
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

// Names the element painted on top at a point, as "the header" or as its tag and class
// (page.paintedAt: hit testing alone skips what the CSS sets to pointer-events: none).
const topmostAt = (x, y) => {
  const el = page.paintedAt(x, y);
  if (!el) return 'nothing';
  if (header().contains(el)) return 'the header';
  return `<${el.tagName.toLowerCase()}${el.className ? ` class="${el.className}"` : ''}>`;
};

test('the header is position: sticky with top: 0', () => {
  const s = getComputedStyle(header());
  expect(s.position).toBe('sticky');
  expect(s.top).toBe('0px');
});

test('before scrolling, the header is at the top and the first section starts below it', () => {
  page.scrollTo(0, 0);
  const first = box(document.querySelector('.section'));
  expect(box(header()).top).toBeCloseTo(0, 0.5);
  expect(first.top).toBeGreaterThanOrEqual(box(header()).bottom - 0.5);
});

test('after scrolling 900px down, the header is still at the top of the viewport', async () => {
  page.scrollTo(0, 900);
  await nextFrame();
  expect(page.scrollY).toBe(900);
  expect(box(header()).top).toBeCloseTo(0, 0.5);
});

test('the header has a solid background, so content does not show through it', () => {
  const background = getComputedStyle(header()).backgroundColor;
  expect(background).toMatch(/^rgb\(/);
});

test('content that scrolls under the header is painted below it', async () => {
  const badge = document.querySelectorAll('.badge')[2];
  page.scrollTo(0, page.scrollY + box(badge).top - 20);
  await nextFrame();
  const b = box(badge);
  expect(b.top).toBeCloseTo(20, 1);
  expect(topmostAt(b.left + b.width / 2, b.top + b.height / 2)).toBe('the header');
});

test('the header links can still be clicked while the page is scrolled', () => {
  const link = [...header().querySelectorAll('a')].find((a) => a.textContent === 'Gear');
  const r = box(link);
  const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
  // A click there reaches the link, and the link is what shows there.
  expect({ clicked: document.elementFromPoint(x, y) === link, shown: page.paintedAt(x, y) === link })
    .toEqual({ clicked: true, shown: true });
});
