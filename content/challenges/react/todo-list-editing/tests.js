// The test frame's sandbox stops the browser from submitting forms: a click on a submit button
// (Enter in a field clicks it too) never fires "submit" by itself. submitting() runs a user action
// and then fires "submit" on the form, as a browser would, unless the click was cancelled or the
// form was already submitted.
async function submitting(action) {
  const clicks = [];
  let submitted = false;
  const onClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'submit' && button.form)
      clicks.push({ event, form: button.form });
  };
  const onSubmit = () => {
    submitted = true;
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  try {
    await action();
  } finally {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  }
  for (const { event, form } of clicks) {
    if (!submitted && !event.defaultPrevented && form.isConnected) fireEvent.submit(form);
  }
  await sleep(0);
}

const newTodo = () => screen.getByLabelText('New todo');
const labelOf = (checkbox) =>
  (
    checkbox.getAttribute('aria-label') ||
    [...checkbox.labels].map((label) => label.textContent).join(' ')
  ).trim();
const todoTexts = () => screen.queryAllByRole('checkbox').map(labelOf);
const itemsLeft = () => {
  const counter = screen.queryByText(/items? left$/);
  return counter ? counter.textContent.trim() : 'no paragraph ending in "items left"';
};
async function addTodos(user, ...texts) {
  for (const text of texts) {
    await user.type(newTodo(), text);
    await submitting(() => user.click(screen.getByRole('button', { name: 'Add' })));
  }
}

test('Add puts "Buy milk" in the list and empties the input', async () => {
  const user = userEvent.setup();
  await addTodos(user, 'Buy milk');
  expect(todoTexts()).toEqual(['Buy milk']);
  expect(newTodo().value).toBe('');
});

test('Enter in the input adds a todo too, and blank text is not added', async () => {
  const user = userEvent.setup();
  await submitting(() => user.type(newTodo(), '  Walk the dog  {Enter}'));
  await submitting(() => user.type(newTodo(), '   {Enter}'));
  expect(todoTexts()).toEqual(['Walk the dog']);
});

test('ticking a todo updates the "items left" counter', async () => {
  const user = userEvent.setup();
  await addTodos(user, 'Buy milk', 'Walk the dog', 'Read a book');
  expect(itemsLeft()).toBe('3 items left');
  await user.click(screen.getByRole('checkbox', { name: 'Walk the dog' }));
  expect(screen.getByRole('checkbox', { name: 'Walk the dog' }).checked).toBe(true);
  expect(itemsLeft()).toBe('2 items left');
  await user.click(screen.getByRole('checkbox', { name: 'Buy milk' }));
  expect(itemsLeft()).toBe('1 item left');
});

test('Delete removes only its own todo', async () => {
  const user = userEvent.setup();
  await addTodos(user, 'Buy milk', 'Walk the dog', 'Read a book');
  await user.click(screen.getByRole('button', { name: 'Delete Walk the dog' }));
  expect(todoTexts()).toEqual(['Buy milk', 'Read a book']);
});

test('Edit, a new text and Save rename the todo', async () => {
  const user = userEvent.setup();
  await addTodos(user, 'Buy milk', 'Read a book');
  await user.click(screen.getByRole('button', { name: 'Edit Buy milk' }));
  const input = screen.getByRole('textbox', { name: 'New text for Buy milk' });
  expect(input.value).toBe('Buy milk');
  await user.clear(input);
  await user.type(input, 'Buy oat milk');
  await submitting(() => user.click(screen.getByRole('button', { name: 'Save' })));
  expect(todoTexts()).toEqual(['Buy oat milk', 'Read a book']);
});

test('Escape while editing keeps the old text', async () => {
  const user = userEvent.setup();
  await addTodos(user, 'Buy milk');
  await user.click(screen.getByRole('button', { name: 'Edit Buy milk' }));
  const input = screen.getByRole('textbox', { name: 'New text for Buy milk' });
  await user.type(input, ' and bread');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('textbox', { name: /^New text for/ })).toBeNull();
  expect(todoTexts()).toEqual(['Buy milk']);
});

test('a todo being edited stays in edit mode when a todo above it is deleted', async () => {
  const user = userEvent.setup();
  await addTodos(user, 'Buy milk', 'Walk the dog', 'Read a book');
  await user.click(screen.getByRole('button', { name: 'Edit Read a book' }));
  await user.click(screen.getByRole('button', { name: 'Delete Buy milk' }));
  const editing = screen
    .queryAllByRole('textbox', { name: /^New text for/ })
    .map((input) => input.getAttribute('aria-label'));
  expect(editing).toEqual(['New text for Read a book']);
  expect(todoTexts()).toEqual(['Walk the dog']);
});
