const todos = [
  { id: 1, title: 'Buy milk', done: false },
  { id: 2, title: 'Call Asha', done: false },
  { id: 3, title: 'Book tickets', done: true },
];
const titles = (list) => list.map((todo) => todo.title);

test('findById finds an item, or gives undefined', () => {
  expect(findById(todos, 2)).toEqual({ id: 2, title: 'Call Asha', done: false });
  expect(findById(todos, 9)).toBeUndefined();
});

test('upsertById adds an item with a new id at the end', () => {
  const result = upsertById(todos, { id: 4, title: 'Pay rent', done: false });
  expect(titles(result)).toEqual(['Buy milk', 'Call Asha', 'Book tickets', 'Pay rent']);
  expect(todos).toHaveLength(3);
});

test('upsertById replaces the item with the same id', () => {
  const result = upsertById(todos, { id: 3, title: 'Book train tickets', done: false });
  expect(result).toHaveLength(3);
  expect(result[2]).toEqual({ id: 3, title: 'Book train tickets', done: false });
});

test('updateById changes only the given properties of that item', () => {
  const result = updateById(todos, 1, { done: true });
  expect(result[0]).toEqual({ id: 1, title: 'Buy milk', done: true });
  expect(result[1]).toEqual({ id: 2, title: 'Call Asha', done: false });
  expect(todos[0].done).toBe(false);
});

test('removeById leaves out the item with that id', () => {
  expect(titles(removeById(todos, 2))).toEqual(['Buy milk', 'Book tickets']);
  expect(titles(removeById(todos, 9))).toEqual(['Buy milk', 'Call Asha', 'Book tickets']);
});
