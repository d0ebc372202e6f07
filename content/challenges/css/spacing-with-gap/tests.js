const boxes = (selector) =>
  [...document.querySelectorAll(selector)].map((el) => el.getBoundingClientRect());
const round = (n) => Math.round(n * 10) / 10;

test('the toolbar buttons are 12px apart', () => {
  const buttons = boxes('.toolbar button');
  const spaces = buttons.slice(1).map((b, i) => round(b.left - buttons[i].right));
  expect(spaces).toEqual([12, 12, 12]);
});

test('the toolbar buttons have no margins', () => {
  const margins = [...document.querySelectorAll('.toolbar button')].map((button) => {
    const s = getComputedStyle(button);
    return [s.marginTop, s.marginRight, s.marginBottom, s.marginLeft].join(' ');
  });
  expect(margins).toEqual([
    '0px 0px 0px 0px',
    '0px 0px 0px 0px',
    '0px 0px 0px 0px',
    '0px 0px 0px 0px',
  ]);
});

test('the gallery columns are 16px apart', () => {
  const [first, second, third] = boxes('.tile');
  expect(round(second.left - first.right)).toBe(16);
  expect(round(third.left - second.right)).toBe(16);
});

test('the gallery rows are 24px apart', () => {
  const tiles = boxes('.tile');
  expect(round(tiles[3].top - tiles[0].bottom)).toBe(24);
});

test('the three tiles of a row fill the whole gallery width', () => {
  const gallery = document.querySelector('.gallery').getBoundingClientRect();
  const tiles = boxes('.tile');
  expect(round(tiles[0].left)).toBe(round(gallery.left));
  expect(round(tiles[2].right)).toBe(round(gallery.right));
  expect(round(tiles[0].width)).toBe(round((gallery.width - 2 * 16) / 3));
});
