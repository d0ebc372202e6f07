test('ids after a removal', { description: 'A to-do added after another was removed never gets an id that is still in use.' }, () => {
  let todos = [];
  todos = todosReducer(todos, { type: 'added', text: 'a' });
  todos = todosReducer(todos, { type: 'added', text: 'b' });
  todos = todosReducer(todos, { type: 'removed', id: 1 });
  todos = todosReducer(todos, { type: 'added', text: 'c' });
  const ids = todos.map((todo) => todo.id);
  expect(new Set(ids).size).toBe(ids.length);
});

test('blank to-dos', { description: 'A blank to-do is not added.' }, async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New to-do'), '   ');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.queryByRole('listitem')).toBeNull();
});
