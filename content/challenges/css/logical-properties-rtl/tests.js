// The tests share one page, in order: the first ones measure the page left to right, then the
// tests set dir="rtl" on <html> (as an Arabic or Hebrew version of the site would) and measure
// it again; the last test puts dir back.
const first = () => document.querySelector('.comment');
const box = (el) => el.getBoundingClientRect();
const part = (selector) => box(first().querySelector(selector));
// The box of the author's name text itself (shorter than the line it sits on).
const nameBox = () => {
  const range = document.createRange();
  range.selectNodeContents(first().querySelector('.comment-author'));
  return range.getBoundingClientRect();
};

// Where everything sits, in whole px from the comment's start edge (its left edge when the page
// reads left to right, its right edge when it reads right to left) and end edge.
const layout = () => {
  const rtl = getComputedStyle(first()).direction === 'rtl';
  const c = box(first());
  const fromStart = (r) => Math.round(rtl ? c.right - r.right : r.left - c.left);
  const fromEnd = (r) => Math.round(rtl ? r.left - c.left : c.right - r.right);
  const avatar = part('.avatar');
  const body = part('.comment-body');
  const s = getComputedStyle(first());
  const [start, end] = rtl ? ['Right', 'Left'] : ['Left', 'Right'];
  return {
    'accent border on the start side': s[`border${start}Width`],
    'border on the end side': s[`border${end}Width`],
    'start corners': `${s[`borderTop${start}Radius`]} ${s[`borderBottom${start}Radius`]}`,
    'end corners': `${s[`borderTop${end}Radius`]} ${s[`borderBottom${end}Radius`]}`,
    'avatar from the start edge': fromStart(avatar),
    'text after the avatar': rtl
      ? Math.round(avatar.left - body.right)
      : Math.round(body.left - avatar.right),
    'name lines up with the start of the text': fromStart(nameBox()) === fromStart(body),
    'Reply from the end edge': fromEnd(part('.reply')),
    'badge from the end edge': fromEnd(part('.badge')),
  };
};

const LAID_OUT = {
  'accent border on the start side': '4px',
  'border on the end side': '0px',
  'start corners': '0px 0px',
  'end corners': '8px 8px',
  'avatar from the start edge': 24,
  'text after the avatar': 12,
  'name lines up with the start of the text': true,
  'Reply from the end edge': 24,
  'badge from the end edge': 16,
};
const pick = (object, keys) => Object.fromEntries(keys.map((key) => [key, object[key]]));

test('left to right: the accent border and square corners are on the left', () => {
  const keys = [
    'accent border on the start side',
    'border on the end side',
    'start corners',
    'end corners',
  ];
  expect(pick(layout(), keys)).toEqual(pick(LAID_OUT, keys));
});

test('left to right: avatar, text, Reply and badge sit where the design puts them', () => {
  const keys = [
    'avatar from the start edge',
    'text after the avatar',
    'name lines up with the start of the text',
    'Reply from the end edge',
    'badge from the end edge',
  ];
  expect(pick(layout(), keys)).toEqual(pick(LAID_OUT, keys));
});

test('right to left (dir="rtl" on <html>): the accent border and square corners move right', () => {
  document.documentElement.dir = 'rtl';
  const keys = [
    'accent border on the start side',
    'border on the end side',
    'start corners',
    'end corners',
  ];
  expect(pick(layout(), keys)).toEqual(pick(LAID_OUT, keys));
});

test('right to left: avatar, text, Reply and badge are mirrored', () => {
  const keys = [
    'avatar from the start edge',
    'text after the avatar',
    'name lines up with the start of the text',
    'Reply from the end edge',
    'badge from the end edge',
  ];
  expect(pick(layout(), keys)).toEqual(pick(LAID_OUT, keys));
});

test('in both directions the comment keeps 16px of padding at the top and bottom', () => {
  const found = {};
  for (const dir of ['rtl', 'ltr']) {
    document.documentElement.dir = dir;
    const s = getComputedStyle(first());
    found[dir] = `${s.paddingTop} ${s.paddingBottom}`;
  }
  document.documentElement.removeAttribute('dir');
  expect(found).toEqual({ rtl: '16px 16px', ltr: '16px 16px' });
});
