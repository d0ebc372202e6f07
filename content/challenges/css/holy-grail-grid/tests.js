// Measured in the 1024 × 768 frame; the body has no margin.
const box = (selector) => document.querySelector(selector).getBoundingClientRect();
const edges = (selector) => {
  const r = box(selector);
  return { left: Math.round(r.left), width: Math.round(r.width) };
};
// Height of an element's content: its children's boxes plus its own padding and border.
const contentHeight = (selector) => {
  const el = document.querySelector(selector);
  const s = getComputedStyle(el);
  const children = [...el.children].map((child) => child.getBoundingClientRect());
  const inner =
    Math.max(...children.map((c) => c.bottom)) - Math.min(...children.map((c) => c.top));
  return (
    inner +
    ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth']
      .map((p) => parseFloat(s[p]))
      .reduce((a, b) => a + b, 0)
  );
};

test('.page is a grid at least as tall as the viewport', () => {
  expect(getComputedStyle(document.querySelector('.page')).display).toBe('grid');
  expect(box('.page').height).toBeGreaterThanOrEqual(page.innerHeight - 0.5);
});

test('the header spans the full width at the top', () => {
  expect(edges('.site-header')).toEqual({ left: 0, width: 1024 });
  expect(box('.site-header').top).toBeCloseTo(0, 0.5);
});

test('the nav is a 200px column on the left and the aside a 240px column on the right', () => {
  expect(edges('.site-nav')).toEqual({ left: 0, width: 200 });
  expect(edges('.site-aside')).toEqual({ left: 784, width: 240 });
});

test('main fills the space between them (584px from x = 200)', () => {
  expect(edges('.site-main')).toEqual({ left: 200, width: 584 });
});

test('nav, main and aside share one row right below the header, with the same height', () => {
  const top = Math.round(box('.site-header').bottom);
  const row = ['.site-nav', '.site-main', '.site-aside'].map((s) => {
    const r = box(s);
    return `top ${Math.round(r.top)}, height ${Math.round(r.height)}`;
  });
  const height = Math.round(box('.site-main').height);
  expect(row).toEqual([0, 1, 2].map(() => `top ${top}, height ${height}`));
});

test('the footer spans the full width at the bottom of the viewport', () => {
  expect(edges('.site-footer')).toEqual({ left: 0, width: 1024 });
  expect(box('.site-footer').bottom).toBeCloseTo(page.innerHeight, 0.5);
});

test('the header and footer are only as tall as their content; the middle row takes the rest', () => {
  expect(box('.site-header').height).toBeCloseTo(contentHeight('.site-header'), 1);
  expect(box('.site-footer').height).toBeCloseTo(contentHeight('.site-footer'), 1);
});
