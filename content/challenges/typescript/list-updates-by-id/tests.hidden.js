const cartLines = [
  { id: 10, product: 'Pen', quantity: 2 },
  { id: 11, product: 'Notebook', quantity: 1 },
  { id: 12, product: 'Ruler', quantity: 1 },
];

test('replacing an item in the middle', { description: 'An item that replaces one in the middle of the list keeps its place.' }, () => {
  const result = upsertById(cartLines, { id: 11, product: 'Notebook', quantity: 3 });
  expect(result.map((line) => line.quantity)).toEqual([2, 3, 1]);
  expect(result.map((line) => line.id)).toEqual([10, 11, 12]);
});

test('updating an id that is not in the list', { description: 'Updating an id that is not in the list gives back the same items, unchanged.' }, () => {
  expect(updateById(cartLines, 99, { quantity: 5 })).toEqual(cartLines);
});
