test('groups items by their key, in their original order', () => {
  const orders = [
    { id: 1, status: 'paid' },
    { id: 2, status: 'open' },
    { id: 3, status: 'paid' },
  ];
  expect({ ...groupBy(orders, (order) => order.status) }).toEqual({
    paid: [orders[0], orders[2]],
    open: [orders[1]],
  });
});

test('an empty list gives no groups', () => {
  expect({ ...groupBy([], (item) => item) }).toEqual({});
});
