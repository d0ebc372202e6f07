// Hidden tests: run by the server's grader after tests.js, in the same page. Each test puts back
// the widths, text and cards it changes.
const list = () => document.querySelector('.cards');
const cards = () => [...document.querySelectorAll('.card')];
const box = (el) => el.getBoundingClientRect();

// Describes the first row, e.g. "4 columns of 223px".
const firstRow = () => {
  const all = cards();
  const top = Math.round(box(all[0]).top);
  const row = all.filter((card) => Math.round(box(card).top) === top);
  const widths = [...new Set(row.map((card) => Math.round(box(card).width)))];
  return `${row.length} column${row.length === 1 ? '' : 's'} of ${widths.join(' and ')}px`;
};
const withListWidth = (width) => {
  list().style.width = width;
  const found = firstRow();
  list().style.width = '';
  return found;
};
// How far each card's "View course" link ends above the card's inner bottom edge.
const linkGaps = () =>
  cards().map((card) =>
    Math.round(
      box(card).bottom -
        parseFloat(getComputedStyle(card).borderBottomWidth) -
        box(card.querySelector('.card-action')).bottom,
    ),
  );

test('columns are at least 220px: 4 of 223px at 940px, 3 of 236px at 740px, 5 of 227px at 1200px', { description: 'At other list widths, the grid fits as many columns of at least 220px as there is room for and shares the leftover space equally between them.' }, () => {
  expect({
    '940px': withListWidth('940px'),
    '740px': withListWidth('740px'),
    '1200px': withListWidth('1200px'),
  }).toEqual({
    '940px': '4 columns of 223px',
    '740px': '3 columns of 236px',
    '1200px': '5 columns of 227px',
  });
});

test('with a much longer description, the row stays equally tall and every link stays at the bottom', { description: 'When one card\'s description becomes much longer, the cards in its row still share one height and every View course link stays at the bottom of its card, 16px from the edge.' }, () => {
  const text = cards()[2].querySelector('p');
  const before = text.textContent;
  text.textContent = `${before} `.repeat(8);
  const heights = cards()
    .slice(0, 4)
    .map((card) => Math.round(box(card).height));
  const gaps = linkGaps();
  text.textContent = before;
  expect(heights).toEqual([heights[0], heights[0], heights[0], heights[0]]);
  expect(gaps).toEqual(cards().map(() => 16));
});

test('a card added to the list gets the same width, spacing and bottom-aligned link', { description: 'A card added to the end of the list takes the next grid cell with the same column width and 16px gap, and its link also sits at the bottom of the card.' }, () => {
  const copy = cards()[4].cloneNode(true);
  copy.querySelector('p').textContent = 'Short.';
  list().append(copy);
  const [, , , , fifth, , seventh] = cards().map(box);
  const found = {
    width: Math.round(box(copy).width),
    'space after the 7th card': Math.round(box(copy).left - seventh.right),
    'same top as the 5th card': Math.round(box(copy).top) === Math.round(fifth.top),
    'link gaps': linkGaps(),
  };
  copy.remove();
  expect(found).toEqual({
    width: 228,
    'space after the 7th card': 16,
    'same top as the 5th card': true,
    'link gaps': [16, 16, 16, 16, 16, 16, 16, 16],
  });
});
