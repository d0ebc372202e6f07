// The tests share one page, in order. Some change the list's width or hide cards with inline
// styles to see how the grid responds, and undo that before they finish.
const list = () => document.querySelector('.cards');
const cards = () => [...document.querySelectorAll('.card')];
const visible = () => cards().filter((card) => card.style.display !== 'none');
const box = (el) => el.getBoundingClientRect();

// Describes the first row, e.g. "4 columns of 228px" or "1 column of 300px".
const firstRow = () => {
  const shown = visible();
  const top = Math.round(box(shown[0]).top);
  const row = shown.filter((card) => Math.round(box(card).top) === top);
  const widths = [...new Set(row.map((card) => Math.round(box(card).width)))];
  return `${row.length} column${row.length === 1 ? '' : 's'} of ${widths.join(' and ')}px`;
};
const withListWidth = (width) => {
  list().style.width = width;
  const found = firstRow();
  list().style.width = '';
  return found;
};

test('in the 960px catalogue the grid shows 4 columns of 228px', () => {
  expect(Math.round(box(list()).width)).toBe(960);
  expect(firstRow()).toBe('4 columns of 228px');
});

test('cards are 16px apart across and down', () => {
  const [first, second, , , fifth] = cards().map(box);
  expect(Math.round(second.left - first.right)).toBe(16);
  expect(Math.round(fifth.top - first.bottom)).toBe(16);
});

test('the number of columns follows the space: 2 at 500px, 1 at 300px', () => {
  expect({ '500px': withListWidth('500px'), '300px': withListWidth('300px') }).toEqual({
    '500px': '2 columns of 242px',
    '300px': '1 column of 300px',
  });
});

test('when only two cards are left they keep their column width (auto-fill)', () => {
  cards()
    .slice(2)
    .forEach((card) => (card.style.display = 'none'));
  const found = firstRow();
  cards().forEach((card) => (card.style.display = ''));
  expect(found).toBe('2 columns of 228px');
});

test('cards in the same row are equally tall', () => {
  const heights = cards()
    .slice(0, 4)
    .map((card) => Math.round(box(card).height));
  expect(heights).toEqual([heights[0], heights[0], heights[0], heights[0]]);
});

test('every "View course" link sits at the bottom of its card, 16px from the edge', () => {
  const gaps = cards().map((card) => {
    const link = card.querySelector('.card-action');
    return Math.round(
      box(card).bottom - parseFloat(getComputedStyle(card).borderBottomWidth) - box(link).bottom,
    );
  });
  expect(gaps).toEqual(cards().map(() => 16));
});
