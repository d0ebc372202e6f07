// The component is mounted afresh before each test.
test('addressEntered moves from the address step to payment, with the address trimmed', () => {
  expect(checkoutReducer({ step: 'address' }, { type: 'addressEntered', address: ' 12 MG Road ' })).toEqual({
    step: 'payment',
    address: '12 MG Road',
  });
});

test('cardEntered keeps the last four digits; back returns to payment with the address', () => {
  const review = checkoutReducer({ step: 'payment', address: '12 MG Road' }, { type: 'cardEntered', cardNumber: '4000 0000 0000 1234' });
  expect(review).toEqual({ step: 'review', address: '12 MG Road', cardLast4: '1234' });
  expect(checkoutReducer(review, { type: 'back' })).toEqual({ step: 'payment', address: '12 MG Road' });
});

test('orderPlaced moves from review to placed', () => {
  const review = { step: 'review', address: '12 MG Road', cardLast4: '1234' };
  expect(checkoutReducer(review, { type: 'orderPlaced' })).toEqual({ step: 'placed', address: '12 MG Road', cardLast4: '1234' });
});

test('the page walks through the whole checkout', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Address'), '12 MG Road');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 1234');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('heading', { name: 'Review your order' })).toBeInTheDocument();
  expect(screen.getByText('Deliver to 12 MG Road')).toBeInTheDocument();
  expect(screen.getByText('Pay with the card ending in 1234')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(screen.getByText('Your order is on its way to 12 MG Road.')).toBeInTheDocument();
});

test('Back on the payment step returns to the address step', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Address'), '12 MG Road');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
});
