const users = [
  { id: 1, name: 'Asha' },
  { id: 2, name: 'Ravi' },
  { id: 3, name: 'Meera' },
];

test('first returns the first item', () => {
  expect(first(users)).toEqual({ id: 1, name: 'Asha' });
  expect(first([])).toBeUndefined();
});

test('last returns the last item', () => {
  expect(last(users)).toEqual({ id: 3, name: 'Meera' });
  expect(last([])).toBeUndefined();
});

test('pluck returns each item’s value of the key, in order', () => {
  expect(pluck(users, 'name')).toEqual(['Asha', 'Ravi', 'Meera']);
  expect(pluck(users, 'id')).toEqual([1, 2, 3]);
});
