const add = (user, name) => user.click(screen.getByRole('button', { name: `Add ${name} to cart` }));
const summary = (label) => {
  const element = screen.queryByText(new RegExp(`^${label}:`));
  return element ? element.textContent.trim() : `no element starting with "${label}:"`;
};
const cartLines = () => {
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
function needReducer() {
  if (typeof cartReducer !== 'function') {
    throw new Error('define a function named cartReducer at the top level of App.jsx');
  }
}

test('the cart starts empty with "Items: 0" and "Total: $0.00"', () => {
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(cartLines()).toEqual([]);
  expect(summary('Items')).toBe('Items: 0');
  expect(summary('Total')).toBe('Total: $0.00');
});

test('adding Green tea twice gives one line with "Qty: 2" and a total of $9.00', async () => {
  const user = userEvent.setup();
  await add(user, 'Green tea');
  await add(user, 'Green tea');
  expect(cartLines()).toEqual(['Green tea Qty: 2']);
  expect(summary('Items')).toBe('Items: 2');
  expect(summary('Total')).toBe('Total: $9.00');
  expect(screen.queryByText('Your cart is empty')).toBeNull();
});

test('the total multiplies each price by its quantity', async () => {
  const user = userEvent.setup();
  await add(user, 'Green tea');
  await add(user, 'Mug');
  await add(user, 'Green tea');
  await add(user, 'Honey');
  expect(cartLines()).toEqual(['Green tea Qty: 2', 'Mug Qty: 1', 'Honey Qty: 1']);
  expect(summary('Items')).toBe('Items: 4');
  expect(summary('Total')).toBe('Total: $27.75');
});

test('Increase and Decrease change the quantity, and Decrease at 1 removes the line', async () => {
  const user = userEvent.setup();
  await add(user, 'Mug');
  await add(user, 'Honey');
  await user.click(screen.getByRole('button', { name: 'Increase Mug' }));
  await user.click(screen.getByRole('button', { name: 'Increase Mug' }));
  expect(cartLines()).toEqual(['Mug Qty: 3', 'Honey Qty: 1']);
  await user.click(screen.getByRole('button', { name: 'Decrease Mug' }));
  expect(cartLines()).toEqual(['Mug Qty: 2', 'Honey Qty: 1']);
  await user.click(screen.getByRole('button', { name: 'Decrease Honey' }));
  expect(cartLines()).toEqual(['Mug Qty: 2']);
  expect(summary('Total')).toBe('Total: $24.00');
});

test('Remove deletes one line and Clear cart empties the cart', async () => {
  const user = userEvent.setup();
  await add(user, 'Green tea');
  await add(user, 'Mug');
  await add(user, 'Honey');
  await user.click(screen.getByRole('button', { name: 'Remove Mug' }));
  expect(cartLines()).toEqual(['Green tea Qty: 1', 'Honey Qty: 1']);
  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  expect(cartLines()).toEqual([]);
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(summary('Total')).toBe('Total: $0.00');
});

test('cartReducer returns a new state and never changes the state it was given', () => {
  needReducer();
  const tea = { id: 'tea', name: 'Green tea', price: 450 };
  const state = [{ ...tea, quantity: 1 }];
  const afterAdd = cartReducer(state, { type: 'add', product: tea });
  const kind = (result) => (result === state ? 'the same array it was given' : 'a new array');
  expect(kind(afterAdd)).toBe('a new array');
  // The line object that was passed in must still say quantity 1.
  expect(state[0].quantity).toBe(1);
  expect(afterAdd).toEqual([{ id: 'tea', name: 'Green tea', price: 450, quantity: 2 }]);
  const afterIncrement = cartReducer(afterAdd, { type: 'increment', id: 'tea' });
  expect(afterAdd[0].quantity).toBe(2);
  expect(afterIncrement[0].quantity).toBe(3);
  expect(cartReducer(state, { type: 'decrement', id: 'tea' })).toEqual([]);
  expect(state).toEqual([{ id: 'tea', name: 'Green tea', price: 450, quantity: 1 }]);
});

test('cartReducer returns the very same state for an unknown action', () => {
  needReducer();
  const state = [{ id: 'mug', name: 'Mug', price: 1200, quantity: 1 }];
  expect(cartReducer(state, { type: 'unknown' }) === state).toBe(true);
});
