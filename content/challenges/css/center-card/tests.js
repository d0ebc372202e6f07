const box = (selector) => document.querySelector(selector).getBoundingClientRect();

test('.stage is a flex container', () => {
  expect(getComputedStyle(document.querySelector('.stage')).display).toBe('flex');
});

test('the card is centred horizontally in the stage', () => {
  const stage = box('.stage');
  const card = box('.card');
  expect(card.left + card.width / 2).toBeCloseTo(stage.left + stage.width / 2, 1);
});

test('the card is centred vertically in the stage, which fills the viewport', () => {
  const stage = box('.stage');
  const card = box('.card');
  expect(stage.height).toBeCloseTo(page.innerHeight, 1);
  expect(card.top + card.height / 2).toBeCloseTo(stage.top + stage.height / 2, 1);
});

test('the card stays 300px wide', () => {
  expect(box('.card').width).toBeCloseTo(300, 0.5);
});
