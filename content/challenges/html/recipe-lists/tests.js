const text = (element) => element.textContent.replace(/\s+/g, ' ').trim();

// The list (ul or ol) that directly holds the list item with exactly this text, or null.
function listHolding(itemText) {
  const item = screen.queryAllByRole('listitem').find((li) => text(li) === itemText);
  return item ? item.parentElement : null;
}
const itemsOf = (list) => (list ? [...list.children].map(text) : []);
const tagOf = (list, itemText) =>
  list ? list.tagName.toLowerCase() : `no list item reads exactly "${itemText}"`;

const steps = [
  'Whisk the flour, eggs, milk and sugar into a smooth batter.',
  'Heat a lightly oiled pan over a medium heat.',
  'Pour in a ladle of batter and cook for one minute on each side.',
  'Serve warm with fruit.',
];

test('the ingredients are the four items of an unordered list', () => {
  const list = listHolding('200 g flour');
  expect(tagOf(list, '200 g flour')).toBe('ul');
  expect(itemsOf(list)).toEqual(['200 g flour', '2 eggs', '300 ml milk', '1 tbsp sugar']);
});

test('the method is an ordered list of the four steps, in order', () => {
  const list = listHolding('Serve warm with fruit.');
  expect(tagOf(list, 'Serve warm with fruit.')).toBe('ol');
  expect(itemsOf(list)).toEqual(steps);
});

test('the browser numbers the steps: no number is typed by hand', () => {
  const last = screen
    .queryAllByRole('listitem')
    .find((li) => text(li).endsWith('Serve warm with fruit.'));
  expect(last ? text(last) : 'no list item ends with "Serve warm with fruit."').toBe(
    'Serve warm with fruit.',
  );
  expect(getComputedStyle(last).listStyleType).toBe('decimal');
});

test('the nutrition terms are Calories, Protein and Sugar in a description list', () => {
  const terms = [...document.querySelectorAll('dl > dt, dl > div > dt')].map(text);
  expect(terms).toEqual(['Calories', 'Protein', 'Sugar']);
});

test('each nutrition term is directly followed by its value', () => {
  const pairs = [...document.querySelectorAll('dl dt')].map((dt) => {
    const next = dt.nextElementSibling;
    return [text(dt), next && next.tagName === 'DD' ? text(next) : '(no <dd> right after it)'];
  });
  expect(pairs).toEqual([
    ['Calories', '220 kcal'],
    ['Protein', '6 g'],
    ['Sugar', '8 g'],
  ]);
});
