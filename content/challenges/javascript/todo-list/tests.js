// The tests share one page and run in order: each continues from the tasks the previous one left.
const items = () => [...document.querySelectorAll('#todo-list li')];
const taskTexts = () => items().map((li) => li.querySelector('span')?.textContent ?? '');
const field = () => screen.getByLabelText('New task');

test('the list starts empty, with a "New task" field and an "Add" button', () => {
  expect(items().length).toBe(0);
  expect(field()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
});

test('typing "Buy milk" and clicking Add adds it and empties the field', async () => {
  const user = userEvent.setup();
  await user.type(field(), 'Buy milk');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(taskTexts()).toEqual(['Buy milk']);
  expect(field().value).toBe('');
});

test('pressing Enter adds a task without the spaces around it', async () => {
  const user = userEvent.setup();
  await user.type(field(), '  Walk the dog  {Enter}');
  expect(taskTexts()).toEqual(['Buy milk', 'Walk the dog']);
});

test('an empty or spaces-only field adds nothing', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await user.type(field(), '   {Enter}');
  expect(taskTexts()).toEqual(['Buy milk', 'Walk the dog']);
});

test('checking a task gives its item the class "done"; unchecking removes it', async () => {
  const user = userEvent.setup();
  const checkbox = screen.getByRole('checkbox', { name: 'Buy milk' });
  const item = checkbox.closest('li');
  await user.click(checkbox);
  expect(item.classList.contains('done')).toBe(true);
  expect(items()[1].classList.contains('done')).toBe(false);
  await user.click(checkbox);
  expect(item.classList.contains('done')).toBe(false);
});

test('Delete removes only its own task', async () => {
  const user = userEvent.setup();
  await user.type(field(), 'Read a book{Enter}');
  expect(taskTexts()).toEqual(['Buy milk', 'Walk the dog', 'Read a book']);
  const middle = items()[1];
  await user.click(within(middle).getByRole('button', { name: 'Delete' }));
  expect(taskTexts()).toEqual(['Buy milk', 'Read a book']);
});

test('typed HTML is shown as plain text', async () => {
  const user = userEvent.setup();
  await user.type(field(), '<b>Bold</b>{Enter}');
  expect(taskTexts().at(-1)).toBe('<b>Bold</b>');
  expect(document.querySelector('#todo-list b')).toBeNull();
});
