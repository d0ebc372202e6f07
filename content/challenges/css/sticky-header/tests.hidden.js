// Hidden tests: run by the server's grader after tests.js, in the same page (it is scrolled down
// here). Each test removes what it adds, puts back inline styles, and leaves the page scrolled.
// Positions are read right after scrolling: layout, sticky offsets and hit testing are synchronous.
const header = () => document.querySelector('.site-header');
const box = (el) => el.getBoundingClientRect();
// What is painted on top (page.paintedAt), not only what the pointer would hit.
const topmostAt = (x, y) => {
  const el = page.paintedAt(x, y);
  if (!el) return 'nothing';
  if (header().contains(el)) return 'the header';
  return `<${el.tagName.toLowerCase()}${el.className ? ` class="${el.className}"` : ''}>`;
};
// Scrolls until `el` is 20px below the top of the viewport; names what is painted at its centre.
const underHeader = (el) => {
  page.scrollTo(0, page.scrollY + box(el).top - 20);
  const r = box(el);
  return Math.abs(r.top - 20) <= 1
    ? topmostAt(r.left + r.width / 2, r.top + r.height / 2)
    : `could not scroll it there (top ${Math.round(r.top)})`;
};
// Adds room at the end of the page so every section can scroll to the top; returns the undo.
const addRoom = () => {
  const spacer = document.createElement('div');
  // Inline and !important, so the page's CSS cannot take the room away.
  spacer.style.setProperty('display', 'block', 'important');
  spacer.style.setProperty('height', '1200px', 'important');
  document.querySelector('main').append(spacer);
  return () => spacer.remove();
};

test('every badge, also in a section added at the end, passes under the header', { description: 'Every badge, including one in a section added at the end of the page, passes under the header when it is scrolled up to it.' }, () => {
  const removeRoom = addRoom();
  const section = document.querySelector('.section').cloneNode(true);
  section.id = 'events';
  section.querySelector('h2').textContent = 'Events';
  section.querySelector('.badge').textContent = 'Soon';
  document.querySelector('.section:last-of-type').after(section);
  const found = [];
  for (const badge of document.querySelectorAll('.badge')) {
    found.push(`${badge.textContent}: ${underHeader(badge)}`);
  }
  section.remove();
  removeRoom();
  expect(found).toEqual(
    ['New', 'Sale', 'Live', 'Join', 'Hi', 'Soon'].map((name) => `${name}: the header`),
  );
});

test('the header (z-index 10) stays above positioned content with a lower z-index, such as 5', { description: 'The header stays above positioned content that has its own z-index lower than the header\'s.' }, () => {
  const removeRoom = addRoom();
  const badge = document.querySelectorAll('.badge')[3];
  badge.style.zIndex = '5';
  const found = underHeader(badge);
  badge.style.zIndex = '';
  removeRoom();
  expect(found).toBe('the header');
});

test('scrolled to the very bottom, the header is still at the top and its links can be clicked', { description: 'Scrolled all the way to the bottom of the page, the header is still at the top of the viewport and its links can still be clicked.' }, () => {
  page.scrollTo(0, page.scrollHeight);
  const routes = [...header().querySelectorAll('a')].find((a) => a.textContent === 'Routes');
  const r = box(routes);
  expect({
    'scrolled down': page.scrollY > 900,
    'header top': Math.round(box(header()).top),
    'on the Routes link':
      document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === routes &&
      page.paintedAt(r.left + r.width / 2, r.top + r.height / 2) === routes,
  }).toEqual({ 'scrolled down': true, 'header top': 0, 'on the Routes link': true });
});
