// The tests share one page, in order: they scroll the page down and leave it scrolled to the
// bottom. Positions are read right after scrolling: layout and sticky offsets are synchronous.
// They scroll and read the scroll position with `page` (the tests' own, which scripts cannot fake).
const toc = () => document.querySelector('.toc');
const content = () => document.querySelector('.content');
const box = (el) => el.getBoundingClientRect();

test('the contents (240px) and the page content sit side by side, 32px apart', () => {
  page.scrollTo(0, 0);
  const docs = box(document.querySelector('.docs'));
  const aside = box(toc());
  const main = box(content());
  expect({
    'contents from the left of .docs': Math.round(aside.left - docs.left),
    'contents width': Math.round(aside.width),
    'content after the contents': Math.round(main.left - aside.right),
    'content to the right padding': Math.round(docs.right - main.right),
    'same top': Math.round(main.top) === Math.round(aside.top),
  }).toEqual({
    'contents from the left of .docs': 24,
    'contents width': 240,
    'content after the contents': 32,
    'content to the right padding': 24,
    'same top': true,
  });
});

test('the contents are position: sticky with top: 16px', () => {
  const s = getComputedStyle(toc());
  expect({ position: s.position, top: s.top }).toEqual({ position: 'sticky', top: '16px' });
});

test('the contents box is only as tall as its own content, not stretched to the row', () => {
  const list = box(document.querySelector('.toc-list'));
  expect(Math.round(box(toc()).bottom - list.bottom)).toBe(16); // just its 16px padding
});

test('after scrolling 1200px down, the contents are still in view, 16px from the top', () => {
  page.scrollTo(0, 1200);
  expect(page.scrollY).toBe(1200);
  expect(box(content()).top).toBeLessThan(-500);
  expect(box(toc()).top).toBeCloseTo(16, 0.5);
});

test('at the very bottom of the page, the contents stay above the footer', () => {
  page.scrollTo(0, page.scrollHeight);
  const footer = box(document.querySelector('.site-footer'));
  expect(box(toc()).bottom).toBeLessThanOrEqual(footer.top + 0.5);
});
