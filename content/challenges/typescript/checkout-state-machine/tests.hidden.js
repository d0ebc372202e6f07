test('actions that do not fit the step', { description: 'An action that does not fit the current step (an address while reviewing, a card before the address, placing an order before the review) leaves the state exactly as it was.' }, () => {
  const review = { step: 'review', address: '12 MG Road', cardLast4: '1234' };
  expect(checkoutReducer(review, { type: 'addressEntered', address: 'Elsewhere' })).toBe(review);
  const start = { step: 'address' };
  expect(checkoutReducer(start, { type: 'cardEntered', cardNumber: '4000 0000 0000 1234' })).toBe(start);
  expect(checkoutReducer(start, { type: 'orderPlaced' })).toBe(start);
  const placed = { step: 'placed', address: '12 MG Road', cardLast4: '1234' };
  expect(checkoutReducer(placed, { type: 'back' })).toBe(placed);
});

test('a blank address', { description: 'A blank address does not move the checkout on.' }, async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Address'), '   ');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
});
