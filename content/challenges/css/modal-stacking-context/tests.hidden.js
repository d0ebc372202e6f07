// Hidden tests: run by the server's grader after tests.js, in the same page (the overlay is open
// and the page at the top here). Each test puts back the text and the scroll position it changes.
const overlay = () => document.querySelector('.overlay');
const modal = () => document.querySelector('.modal');
const box = (el) => el.getBoundingClientRect();
const centre = (el) => {
  const r = box(el);
  return [r.left + r.width / 2, r.top + r.height / 2];
};
// What is painted on top (page.paintedAt), not only what the pointer would hit.
const topmostAt = (x, y) => {
  const el = page.paintedAt(x, y);
  if (!el) return 'nothing';
  if (el.matches('.modal-delete')) return 'the Delete course button';
  if (el.matches('.modal-cancel')) return 'the Keep course button';
  if (overlay().contains(el)) return 'the overlay';
  if (document.querySelector('.site-header').contains(el)) return 'the header';
  return `<${el.tagName.toLowerCase()}${el.className ? ` class="${el.className}"` : ''}>`;
};

test('the overlay sits outside .content, directly in <body> after <main>', { description: 'The overlay is moved out of .content: it is a direct child of body, placed after main.' }, () => {
  const main = document.querySelector('main.content');
  expect({
    parent:
      overlay().parentElement === document.body ? '<body>' : overlay().parentElement?.className,
    'inside .content': main.contains(overlay()),
    'after <main>': Boolean(
      main.compareDocumentPosition(overlay()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ),
  }).toEqual({ parent: '<body>', 'inside .content': false, 'after <main>': true });
});

test('a taller dialog, with more text, is still centred in the viewport', { description: 'A taller dialog, holding more text, stays centred in the viewport both horizontally and vertically.' }, () => {
  const added = Array.from({ length: 4 }, () => {
    const p = document.createElement('p');
    p.textContent =
      'Certificates already issued will stop being valid, and reviews will be removed.';
    modal().querySelector('.modal-actions').before(p);
    return p;
  });
  const [x, y] = centre(modal());
  const height = box(modal()).height;
  added.forEach((p) => p.remove());
  expect(height).toBeGreaterThan(300);
  expect(x).toBeCloseTo(512, 1);
  expect(y).toBeCloseTo(384, 1);
});

test('with the page scrolled 400px, the overlay still covers the viewport, above the header, with the dialog centred', { description: 'With the page scrolled down, the overlay still covers the whole viewport above the header, the dialog\'s buttons are still on top, and the dialog stays centred.' }, () => {
  overlay().style.display = '';
  page.scrollTo(0, 400); // layout and hit testing below are synchronous: no frame to wait for
  const r = box(overlay());
  const [mx, my] = centre(modal());
  const found = {
    scrolled: page.scrollY,
    overlay: [r.left, r.top, r.width, r.height].map(Math.round),
    'over the header': topmostAt(...centre(document.querySelector('.menu-button'))),
    'on the Keep course button': topmostAt(...centre(document.querySelector('.modal-cancel'))),
    'dialog centre': [Math.abs(mx - 512) <= 1, Math.abs(my - 384) <= 1],
  };
  page.scrollTo(0, 0);
  expect(found).toEqual({
    scrolled: 400,
    overlay: [0, 0, 1024, 768],
    'over the header': 'the overlay',
    'on the Keep course button': 'the Keep course button',
    'dialog centre': [true, true],
  });
});
