const box = (selector) => document.querySelector(selector).getBoundingClientRect();
const style = (selector, pseudo) => getComputedStyle(document.querySelector(selector), pseudo);

test('the card is 320px wide on screen, padding and border included', () => {
  expect(box('.card').width).toBeCloseTo(320, 0.5);
});

test('the card keeps its 24px padding and 4px border', () => {
  const card = style('.card');
  expect(card.paddingLeft).toBe('24px');
  expect(card.paddingRight).toBe('24px');
  expect(card.borderLeftWidth).toBe('4px');
  expect(card.borderRightWidth).toBe('4px');
});

test('the email field is 264px wide and stays inside the card', () => {
  const card = box('.card');
  const field = box('.field');
  expect(field.width).toBeCloseTo(264, 0.5);
  expect(field.left).toBeCloseTo(card.left + 28, 0.5);
  expect(field.right).toBeLessThanOrEqual(card.right - 28 + 0.5);
});

test('the Subscribe button is 264px wide and stays inside the card', () => {
  const card = box('.card');
  const button = box('.submit');
  expect(button.width).toBeCloseTo(264, 0.5);
  expect(button.right).toBeLessThanOrEqual(card.right - 28 + 0.5);
});

test('every element and pseudo-element uses box-sizing: border-box', () => {
  const found = {
    page: style('.page').boxSizing,
    card: style('.card').boxSizing,
    heading: style('h1').boxSizing,
    label: style('label').boxSizing,
    field: style('.field').boxSizing,
    'card::before': style('.card', '::before').boxSizing,
    'card::after': style('.card', '::after').boxSizing,
  };
  expect(found).toEqual({
    page: 'border-box',
    card: 'border-box',
    heading: 'border-box',
    label: 'border-box',
    field: 'border-box',
    'card::before': 'border-box',
    'card::after': 'border-box',
  });
});
