// The tests share one page, in order: the overlay starts open; near the end the tests hide it
// (display: none) and scroll the page, as a closed dialog would leave it.
const overlay = () => document.querySelector('.overlay');
const box = (el) => el.getBoundingClientRect();
const centre = (el) => {
  const r = box(el);
  return [r.left + r.width / 2, r.top + r.height / 2];
};
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

// Names what is painted on top at a point: "the overlay", "the header", "the blob", or a tag
// (page.paintedAt: hit testing alone skips what the CSS sets to pointer-events: none).
const topmostAt = (x, y) => {
  const el = page.paintedAt(x, y);
  if (!el) return 'nothing';
  if (el.matches('.modal-delete')) return 'the Delete course button';
  if (overlay().contains(el)) return 'the overlay';
  if (document.querySelector('.site-header').contains(el)) return 'the header';
  if (el.matches('.blob')) return 'the blob';
  return `<${el.tagName.toLowerCase()}${el.className ? ` class="${el.className}"` : ''}>`;
};

test('the overlay is fixed and covers the whole viewport', () => {
  page.scrollTo(0, 0);
  const r = box(overlay());
  expect(getComputedStyle(overlay()).position).toBe('fixed');
  expect([r.left, r.top, r.width, r.height].map(Math.round)).toEqual([0, 0, 1024, 768]);
});

test('the overlay dims the page with a see-through background', () => {
  const [, , , alpha = '1'] = getComputedStyle(overlay()).backgroundColor.match(/[\d.]+/g);
  expect(Number(alpha)).toBeGreaterThan(0);
  expect(Number(alpha)).toBeLessThan(1);
});

test('the dialog is centred in the viewport', () => {
  const [x, y] = centre(document.querySelector('.modal'));
  expect(x).toBeCloseTo(512, 1);
  expect(y).toBeCloseTo(384, 1);
});

test('the overlay is painted above the sticky header', () => {
  const [x, y] = centre(document.querySelector('.menu-button'));
  expect(topmostAt(x, y)).toBe('the overlay');
});

test('the dialog buttons are on top and can be clicked', () => {
  const [x, y] = centre(document.querySelector('.modal-delete'));
  expect(topmostAt(x, y)).toBe('the Delete course button');
});

test('with the overlay closed, the decorative blob still shows on the white content', () => {
  overlay().style.display = 'none';
  const content = box(document.querySelector('.content'));
  const [x] = centre(document.querySelector('.blob'));
  expect(topmostAt(x, content.top + 24)).toBe('the blob');
});

test('with the overlay closed, content scrolling under the header stays below it', async () => {
  overlay().style.display = 'none';
  page.scrollTo(0, 400);
  await nextFrame();
  const found = [topmostAt(300, 32), topmostAt(700, 32)];
  page.scrollTo(0, 0);
  overlay().style.display = '';
  expect(found).toEqual(['the header', 'the header']);
});
