// Hidden tests: run by the server's grader after tests.js, in the same page. Each test removes
// the file it adds and puts back the name and the card width it changes.
const names = () => [...document.querySelectorAll('.file-name')];
const lines = (el) =>
  Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
// How a name is shown: its lines, whether it is cut, whether it stays inside the card.
const shown = (el) => {
  const card = el.closest('.file').getBoundingClientRect();
  const s = getComputedStyle(el);
  return {
    lines: lines(el),
    cut: el.scrollWidth > el.clientWidth,
    'inside the card': el.getBoundingClientRect().right <= card.right - 16 + 0.5,
    ending:
      s.overflowX === 'hidden' && s.textOverflow === 'ellipsis'
        ? 'hidden, with …'
        : `${s.overflowX}, ${s.textOverflow}`,
  };
};
const CUT = { lines: 1, cut: true, 'inside the card': true, ending: 'hidden, with …' };

test('every name box is a block exactly as wide as the card content area (240px), short names included', { description: 'Every name box is a block exactly as wide as the card\'s content area (240px), the short name\'s box included.' }, () => {
  expect(names().map((el) => Math.round(el.getBoundingClientRect().width))).toEqual([
    240, 240, 240,
  ]);
});

test('a file added to the list with a long name is cut with an ellipsis too, on one line', { description: 'A file added to the list later with a long name is also kept on one line and cut inside the card with an ellipsis.' }, () => {
  const file = document.querySelector('.file').cloneNode(true);
  const name = file.querySelector('.file-name');
  name.textContent = 'design-system-components-and-tokens-export-2025-03-14-final-v12.fig';
  name.title = name.textContent;
  document.querySelector('.files').append(file);
  const found = shown(name);
  file.remove();
  expect(found).toEqual(CUT);
});

test('when the short name gets longer, or its card gets narrower, it is cut on one line as well', { description: 'The short name is cut the same way, on one line with an ellipsis, when its text gets longer or its card gets much narrower, and its box follows the card\'s width.' }, () => {
  const short = names()[1];
  const card = short.closest('.file');
  const before = short.textContent;
  short.textContent = 'notes from the weekly planning meeting with the whole product team.txt';
  const longer = shown(short);
  short.textContent = before;
  card.style.width = '48px';
  const narrower = shown(short);
  const width = Math.round(short.getBoundingClientRect().width);
  card.style.width = '';
  expect({ longer, narrower, 'box width in a 48px card': width }).toEqual({
    longer: CUT,
    narrower: CUT,
    'box width in a 48px card': 48,
  });
});
