// Runs after tests.js, on the same page: the list holds Banana and Cherry, none selected.
const fruitNames = () =>
  [...document.querySelectorAll('#fruit-list li')].map((li) =>
    li.querySelector('.name').textContent.trim(),
  );
const selectedFruits = () =>
  [...document.querySelectorAll('#fruit-list li.selected')].map((li) =>
    li.querySelector('.name').textContent.trim(),
  );
const selectedNow = () => document.getElementById('selected').textContent.trim();

test('clicking the selected item again keeps it selected', { description: "Clicking an item that is already selected, on its name or elsewhere in the item, keeps it as the only selected item and keeps its name in #selected." }, async () => {
  const user = userEvent.setup();
  await user.click(screen.getByText('Banana'));
  await user.click(screen.getByText('Banana'));
  expect(selectedFruits()).toEqual(['Banana']);
  expect(selectedNow()).toBe('Selected: Banana');
  await user.click(screen.getByText('Banana').closest('li'));
  expect(selectedFruits()).toEqual(['Banana']);
});

test('removing a selected item that was on the page from the start shows "Selected: none"', { description: "Removing the selected item also works for items that were on the page from the start: the item disappears, no item is selected and #selected reads \"Selected: none\"." }, async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove Banana' }));
  expect(fruitNames()).toEqual(['Cherry']);
  expect(selectedFruits()).toEqual([]);
  expect(selectedNow()).toBe('Selected: none');
});

test('items added later, with names of several words, select and remove one at a time', { description: "Items added later whose names contain spaces can be selected and removed like any other, and removing one item does not change which other item is selected." }, async () => {
  const user = userEvent.setup();
  for (const name of ['Dragon fruit', 'Star apple']) {
    await user.type(screen.getByLabelText('Fruit'), name);
    await user.click(screen.getByRole('button', { name: 'Add fruit' }));
  }
  await user.click(screen.getByText('Star apple'));
  await user.click(screen.getByText('Dragon fruit'));
  expect(selectedFruits()).toEqual(['Dragon fruit']);
  expect(selectedNow()).toBe('Selected: Dragon fruit');
  await user.click(screen.getByRole('button', { name: 'Remove Star apple' }));
  expect(fruitNames()).toEqual(['Cherry', 'Dragon fruit']);
  expect(selectedFruits()).toEqual(['Dragon fruit']);
  expect(selectedNow()).toBe('Selected: Dragon fruit');
});
