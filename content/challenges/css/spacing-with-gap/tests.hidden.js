// Hidden tests: run by the server's grader after tests.js, in the same page. Each test removes
// the buttons and tiles it adds and puts back the label it changes.
const boxes = (selector) =>
  [...document.querySelectorAll(selector)].map((el) => el.getBoundingClientRect());
const round = (n) => Math.round(n * 10) / 10;
const spaces = (list) => list.slice(1).map((b, i) => round(b.left - list[i].right));

test('with a fifth button and a longer label, the toolbar buttons are still 12px apart', { description: 'When a button is added to the toolbar and a label gets longer, every button is still exactly 12px from the next one, and the new button has no margin.' }, () => {
  const toolbar = document.querySelector('.toolbar');
  const extra = document.createElement('button');
  extra.type = 'button';
  extra.textContent = 'Print';
  toolbar.append(extra);
  const share = toolbar.querySelectorAll('button')[1];
  const label = share.textContent;
  share.textContent = 'Share with your team';
  const found = {
    spaces: spaces(boxes('.toolbar button')),
    'margin of the new button': getComputedStyle(extra).margin,
  };
  share.textContent = label;
  extra.remove();
  expect(found).toEqual({ spaces: [12, 12, 12, 12], 'margin of the new button': '0px' });
});

test('the tiles have no margins, so the gallery ends exactly where its last row ends', { description: 'The tiles have no margins at all, so the gallery ends exactly at the bottom of its last row.' }, () => {
  const gallery = document.querySelector('.gallery').getBoundingClientRect();
  const tiles = boxes('.tile');
  const margins = [...document.querySelectorAll('.tile')].map((el) => getComputedStyle(el).margin);
  expect({
    margins: [...new Set(margins)],
    'space below the last row': round(gallery.bottom - tiles[tiles.length - 1].bottom),
  }).toEqual({ margins: ['0px'], 'space below the last row': 0 });
});

test('with a third row of tiles, it also starts 24px below the row above, 16px between tiles', { description: 'When another row of tiles is added, it also starts 24px below the row above, its tiles are 16px apart, and the gallery ends where that row ends.' }, () => {
  const gallery = document.querySelector('.gallery');
  const added = ['Canyon', 'River', 'Glacier'].map((name) => {
    const tile = document.createElement('li');
    tile.className = 'tile';
    tile.textContent = name;
    gallery.append(tile);
    return tile;
  });
  const tiles = boxes('.tile');
  const found = {
    'row gap': round(tiles[6].top - tiles[3].bottom),
    'column gaps': spaces(tiles.slice(6)),
    'space below the last row': round(gallery.getBoundingClientRect().bottom - tiles[8].bottom),
  };
  added.forEach((tile) => tile.remove());
  expect(found).toEqual({ 'row gap': 24, 'column gaps': [16, 16], 'space below the last row': 0 });
});
