// Hidden tests: run by the server's grader after tests.js, in the same page. Each test puts back
// the width or the content it changes. The body has no margin.
const box = (selector) => document.querySelector(selector).getBoundingClientRect();
const px = (n) => Math.round(n);
const columns = () =>
  ['.site-nav', '.site-main', '.site-aside'].map((s) => {
    const r = box(s);
    return `x ${px(r.left)}, ${px(r.width)}px wide`;
  });
const rowOf = (selectors) =>
  selectors.map((s) => {
    const r = box(s);
    return `top ${px(r.top)}, height ${px(r.height)}`;
  });
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

test('in an 800px wide page, nav stays 200px, aside 240px and main takes the remaining 360px', { description: 'In a narrower page, the nav and the aside keep their 200px and 240px widths, main takes whatever width is left, and the header and footer still span the full width.' }, () => {
  const page = document.querySelector('.page');
  page.style.width = '800px';
  const found = columns();
  const header = px(box('.site-header').width);
  const footer = px(box('.site-footer').width);
  page.style.width = '';
  expect(found).toEqual(['x 0, 200px wide', 'x 200, 360px wide', 'x 560, 240px wide']);
  expect({ header, footer }).toEqual({ header: 800, footer: 800 });
});

test('a taller header (a second line) makes its row grow; the columns start right below it', { description: 'When the header\'s content grows taller, the header row grows to fit it, the three columns start right below it with equal heights, and the footer still ends at the bottom of the viewport.' }, () => {
  const header = document.querySelector('.site-header');
  const line = document.createElement('p');
  line.style.margin = '8px 0 0';
  line.textContent = 'Your daily digest of frontend news, tips and tutorials';
  header.append(line);
  const found = {
    'header fits its content':
      Math.abs(box('.site-header').height - contentHeight('.site-header')) <= 1,
    columns: rowOf(['.site-nav', '.site-main', '.site-aside']),
    'footer bottom': px(box('.site-footer').bottom),
  };
  const top = px(box('.site-header').bottom);
  const height = px(box('.site-main').height);
  line.remove();
  expect(found).toEqual({
    'header fits its content': true,
    columns: [0, 1, 2].map(() => `top ${top}, height ${height}`),
    'footer bottom': 768,
  });
});

test('with content taller than the viewport, the page grows and the footer follows the content', { description: 'With content taller than the viewport, the page grows, the footer comes right after the content and stays only as tall as its own content, and nav, main and aside stay equally tall.' }, () => {
  const main = document.querySelector('.site-main');
  const added = Array.from({ length: 30 }, (_, i) => {
    const p = document.createElement('p');
    p.textContent = `Paragraph ${i + 1}: grid tracks sized with fr share the space that is left.`;
    main.append(p);
    return p;
  });
  const found = {
    'page taller than the viewport': box('.page').height > page.innerHeight + 100,
    'footer starts where main ends': px(box('.site-footer').top) === px(box('.site-main').bottom),
    'footer height fits its content':
      Math.abs(box('.site-footer').height - contentHeight('.site-footer')) <= 1,
    'nav, main and aside equally tall':
      new Set(['.site-nav', '.site-main', '.site-aside'].map((s) => px(box(s).height))).size === 1,
  };
  added.forEach((p) => p.remove());
  expect(found).toEqual({
    'page taller than the viewport': true,
    'footer starts where main ends': true,
    'footer height fits its content': true,
    'nav, main and aside equally tall': true,
  });
});
