// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test, with an empty cart.
const addToCart = (user, name) =>
  user.click(screen.getByRole('button', { name: `Add ${name} to cart` }));
const summaryText = (label) => {
  const element = screen.queryByText(new RegExp(`^${label}:`));
  return element ? element.textContent.trim() : `no element starting with "${label}:"`;
};
const lines = () => {
  const list = screen.queryByRole('list', { name: 'Cart items' });
  if (!list) return [];
  return within(list)
    .queryAllByRole('listitem')
    .map((line) => {
      const qty = within(line).queryByText(/^Qty:/);
      const name = ['Green tea', 'Mug', 'Honey'].find((n) => line.textContent.includes(n));
      return `${name} ${qty ? qty.textContent.trim() : '(no "Qty:" element)'}`;
    });
};
function needCartReducer() {
  if (typeof cartReducer !== 'function') {
    throw new Error('define a function named cartReducer at the top level of App.jsx');
  }
}
const TEA = { id: 'tea', name: 'Green tea', price: 450 };
const MUG = { id: 'mug', name: 'Mug', price: 1200 };
const HONEY = { id: 'honey', name: 'Honey', price: 675 };
/** A fresh cart of two lines on every call, to compare the given state with afterwards. */
const twoLines = () => [
  { ...TEA, quantity: 2 },
  { ...MUG, quantity: 1 },
];

test('cartReducer leaves the state it was given unchanged for add, decrement, remove and clear', { description: "cartReducer never changes the array or the line objects it is given, also for adding a new product, decrement, remove and clear. It returns the correct new cart for each of them." }, () => {
  needCartReducer();
  let state = twoLines();
  expect(cartReducer(state, { type: 'add', product: HONEY })).toEqual([
    ...twoLines(),
    { ...HONEY, quantity: 1 },
  ]);
  expect(state).toEqual(twoLines());

  state = twoLines();
  expect(cartReducer(state, { type: 'decrement', id: 'tea' })).toEqual([
    { ...TEA, quantity: 1 },
    { ...MUG, quantity: 1 },
  ]);
  expect(state).toEqual(twoLines());

  state = twoLines();
  expect(cartReducer(state, { type: 'remove', id: 'tea' })).toEqual([{ ...MUG, quantity: 1 }]);
  expect(state).toEqual(twoLines());

  state = twoLines();
  expect(cartReducer(state, { type: 'clear' })).toEqual([]);
  expect(state).toEqual(twoLines());
});

test('cartReducer changes only the line whose id it is given', { description: "increment and decrement change only the line with the given id and leave the other lines as they were; decrement at quantity 1 removes just that line. An unknown action returns the very same state, even for an empty cart." }, () => {
  needCartReducer();
  const state = twoLines();
  expect(cartReducer(state, { type: 'increment', id: 'mug' })).toEqual([
    { ...TEA, quantity: 2 },
    { ...MUG, quantity: 2 },
  ]);
  expect(cartReducer(state, { type: 'decrement', id: 'mug' })).toEqual([{ ...TEA, quantity: 2 }]);
  expect(state).toEqual(twoLines());
  const empty = [];
  expect(cartReducer(empty, { type: 'checkout' }) === empty).toBe(true);
});

test('three Honey and a Mug cost $32.25; after Clear cart a new line starts at Qty: 1', { description: "Items and Total stay right when Add to cart and Increase are mixed on the same product and a line is then removed. After Clear cart, adding a product starts a fresh line at quantity 1." }, async () => {
  const user = userEvent.setup();
  await addToCart(user, 'Honey');
  await addToCart(user, 'Mug');
  await user.click(screen.getByRole('button', { name: 'Increase Honey' }));
  await addToCart(user, 'Honey');
  expect(lines()).toEqual(['Honey Qty: 3', 'Mug Qty: 1']);
  expect(summaryText('Items')).toBe('Items: 4');
  expect(summaryText('Total')).toBe('Total: $32.25');
  await user.click(screen.getByRole('button', { name: 'Remove Honey' }));
  expect(lines()).toEqual(['Mug Qty: 1']);
  expect(summaryText('Total')).toBe('Total: $12.00');
  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  await addToCart(user, 'Honey');
  expect(lines()).toEqual(['Honey Qty: 1']);
  expect(summaryText('Items')).toBe('Items: 1');
  expect(summaryText('Total')).toBe('Total: $6.75');
});
