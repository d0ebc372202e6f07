// Hidden tests: run by the server's grader after tests.js, in the same page. Each test puts back
// what it changes (text added to the card, an inline width on the stage).
const box = (el) => el.getBoundingClientRect();
const stage = () => document.querySelector('.stage');
const card = () => document.querySelector('.card');
const centreOf = (r) => [r.left + r.width / 2, r.top + r.height / 2];

test('a taller card, with more text in it, is still centred both ways', { description: 'When the card grows taller because it holds more text, it stays centred both horizontally and vertically in the stage.' }, () => {
  const extra = document.createElement('p');
  extra.textContent =
    'A much longer message that wraps onto several lines, so the card grows taller. '.repeat(6);
  card().append(extra);
  const [cx, cy] = centreOf(box(card()));
  const [sx, sy] = centreOf(box(stage()));
  const height = box(card()).height;
  extra.remove();
  expect(height).toBeGreaterThan(200);
  expect(cx).toBeCloseTo(sx, 1);
  expect(cy).toBeCloseTo(sy, 1);
});

test('in a narrower stage (600px) the card is centred in that stage, still 300px wide', { description: 'When the stage is narrower than the window, the card is centred in the stage itself and keeps its 300px width.' }, () => {
  stage().style.width = '600px';
  const [cx] = centreOf(box(card()));
  const [sx] = centreOf(box(stage()));
  const width = box(card()).width;
  stage().style.width = '';
  expect(cx).toBeCloseTo(sx, 1);
  expect(width).toBeCloseTo(300, 0.5);
});

test('the flex container does the centring: the card has no margins and is not absolutely positioned', { description: 'The flex container does all the centring: the card has no margin on any side and is not positioned absolutely or fixed.' }, () => {
  const s = getComputedStyle(card());
  expect({
    position: ['static', 'relative'].includes(s.position) ? 'in the flow' : s.position,
    margins: [s.marginTop, s.marginRight, s.marginBottom, s.marginLeft].join(' '),
  }).toEqual({ position: 'in the flow', margins: '0px 0px 0px 0px' });
});
