// Runs after tests.js, on the same page: the list holds "Buy milk", "Read a book" and
// "<b>Bold</b>", none of them done.
const rows = () => [...document.querySelectorAll('#todo-list li')];
const texts = () => rows().map((li) => li.querySelector('span')?.textContent ?? '');
const doneFlags = () => rows().map((li) => li.classList.contains('done'));
const newTask = () => screen.getByLabelText('New task');

test('clicking Add also removes the spaces around the text and empties the field', { description: "Clicking Add also removes the spaces around the typed text before adding the task, and then empties the field." }, async () => {
  const user = userEvent.setup();
  await user.type(newTask(), '   Call mom   ');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(texts()).toEqual(['Buy milk', 'Read a book', '<b>Bold</b>', 'Call mom']);
  expect(newTask().value).toBe('');
});

test('clicking a task text checks its box, as the text is the checkbox label', { description: "Clicking a task's text toggles its checkbox, because the text sits inside the checkbox's label, and the done class follows the checkbox each time." }, async () => {
  const user = userEvent.setup();
  const item = rows().find((li) => li.querySelector('span')?.textContent === 'Call mom');
  await user.click(within(item).getByText('Call mom'));
  expect(within(item).getByRole('checkbox').checked).toBe(true);
  expect(doneFlags()).toEqual([false, false, false, true]);
  await user.click(within(item).getByText('Call mom'));
  expect(doneFlags()).toEqual([false, false, false, false]);
});

test('two tasks with the same text: checking or deleting one leaves the other alone', { description: "Each task's checkbox and Delete button act only on their own item, even when two tasks have the same text and after other tasks have been deleted." }, async () => {
  const user = userEvent.setup();
  await user.type(newTask(), 'Water plants{Enter}');
  await user.type(newTask(), 'Water plants{Enter}');
  expect(texts()).toEqual([
    'Buy milk',
    'Read a book',
    '<b>Bold</b>',
    'Call mom',
    'Water plants',
    'Water plants',
  ]);
  const [first, second] = rows().slice(4);
  await user.click(within(second).getByRole('checkbox'));
  expect(doneFlags()).toEqual([false, false, false, false, false, true]);
  await user.click(within(first).getByRole('button', { name: 'Delete' }));
  expect(texts()).toEqual(['Buy milk', 'Read a book', '<b>Bold</b>', 'Call mom', 'Water plants']);
  expect(doneFlags()).toEqual([false, false, false, false, true]);
  await user.click(within(second).getByRole('button', { name: 'Delete' }));
  expect(texts()).toEqual(['Buy milk', 'Read a book', '<b>Bold</b>', 'Call mom']);
});
