// The component is mounted afresh before each test.
test('added appends a to-do with the next id, without changing the array', () => {
  const before = [{ id: 1, text: 'Read', done: false }];
  const after = todosReducer(before, { type: 'added', text: 'Write' });
  expect(after).toEqual([
    { id: 1, text: 'Read', done: false },
    { id: 2, text: 'Write', done: false },
  ]);
  expect(before).toHaveLength(1);
});

test('toggled flips done; removed drops the to-do', () => {
  const todos = [
    { id: 1, text: 'Read', done: false },
    { id: 2, text: 'Write', done: false },
  ];
  expect(todosReducer(todos, { type: 'toggled', id: 2 })[1].done).toBe(true);
  expect(todosReducer(todos, { type: 'removed', id: 1 })).toEqual([{ id: 2, text: 'Write', done: false }]);
});

test('the page adds, checks and removes to-dos', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New to-do'), 'Practise TypeScript');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const box = screen.getByRole('checkbox', { name: 'Practise TypeScript' });
  await user.click(box);
  expect(box).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Remove Practise TypeScript' }));
  expect(screen.queryByRole('listitem')).toBeNull();
});
