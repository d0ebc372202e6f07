// The tests share one page and run in order: each continues from the list the previous one left.
const names = () =>
  [...document.querySelectorAll('#fruit-list li')].map((li) =>
    li.querySelector('.name').textContent.trim(),
  );
const selectedNames = () =>
  [...document.querySelectorAll('#fruit-list li.selected')].map((li) =>
    li.querySelector('.name').textContent.trim(),
  );
const selectedLine = () => document.getElementById('selected').textContent.trim();
const addFruit = async (user, name) => {
  await user.type(screen.getByLabelText('Fruit'), name);
  await user.click(screen.getByRole('button', { name: 'Add fruit' }));
};

test('clicking the name "Banana" selects its item and shows "Selected: Banana"', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByText('Banana'));
  expect(selectedNames()).toEqual(['Banana']);
  expect(selectedLine()).toBe('Selected: Banana');
});

test('selecting another item moves the selection to it', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByText('Cherry').closest('li'));
  expect(selectedNames()).toEqual(['Cherry']);
  expect(selectedLine()).toBe('Selected: Cherry');
});

test('"Remove Apple" removes only Apple and does not change the selection', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove Apple' }));
  expect(names()).toEqual(['Banana', 'Cherry']);
  expect(selectedNames()).toEqual(['Cherry']);
  expect(selectedLine()).toBe('Selected: Cherry');
});

test('an item added later can be selected', async () => {
  const user = userEvent.setup();
  await addFruit(user, 'Mango');
  expect(names()).toEqual(['Banana', 'Cherry', 'Mango']);
  await user.click(screen.getByText('Mango'));
  expect(selectedNames()).toEqual(['Mango']);
  expect(selectedLine()).toBe('Selected: Mango');
});

test('an item added later can be removed; removing the selected item shows "Selected: none"', async () => {
  const user = userEvent.setup();
  await addFruit(user, 'Kiwi');
  await user.click(screen.getByRole('button', { name: 'Remove Kiwi' }));
  expect(names()).toEqual(['Banana', 'Cherry', 'Mango']);
  await user.click(screen.getByRole('button', { name: 'Remove Mango' }));
  expect(names()).toEqual(['Banana', 'Cherry']);
  expect(selectedNames()).toEqual([]);
  expect(selectedLine()).toBe('Selected: none');
});
