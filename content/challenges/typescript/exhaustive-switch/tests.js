test('each status has its label', () => {
  expect(['pending', 'shipped', 'delivered', 'cancelled'].map((status) => statusLabel(status))).toEqual([
    'Waiting to ship',
    'On its way',
    'Delivered',
    'Cancelled',
  ]);
});

test('only a pending order can be cancelled', () => {
  expect(['pending', 'shipped', 'delivered', 'cancelled'].map((status) => canCancel(status))).toEqual([
    true,
    false,
    false,
    false,
  ]);
});
