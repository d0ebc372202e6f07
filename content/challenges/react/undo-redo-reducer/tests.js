// The app is mounted afresh before every test.
const items = () =>
  within(screen.getByRole('list', { name: 'Packing list' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild.textContent.trim());
const undoButton = () => screen.getByRole('button', { name: 'Undo' });
const redoButton = () => screen.getByRole('button', { name: 'Redo' });
async function addItem(user, text) {
  await user.type(screen.getByLabelText('New item'), text);
  await user.click(screen.getByRole('button', { name: 'Add' }));
}
function needReducer() {
  if (typeof historyReducer !== 'function') {
    throw new Error('define a function named historyReducer at the top level of App.jsx');
  }
}

test('the list starts with Passport and Phone charger, and Undo and Redo are disabled', () => {
  expect(items()).toEqual(['Passport', 'Phone charger']);
  expect(undoButton().disabled).toBe(true);
  expect(redoButton().disabled).toBe(true);
});

test('Add appends the trimmed item, empties the input and enables Undo', async () => {
  const user = userEvent.setup();
  await addItem(user, '  Sunscreen ');
  expect(items()).toEqual(['Passport', 'Phone charger', 'Sunscreen']);
  expect(screen.getByLabelText('New item').value).toBe('');
  expect(undoButton().disabled).toBe(false);
  expect(redoButton().disabled).toBe(true);
});

test('Undo steps back through the changes and Redo steps forward again', async () => {
  const user = userEvent.setup();
  await addItem(user, 'Sunscreen');
  await user.click(screen.getByRole('button', { name: 'Remove Passport' }));
  expect(items()).toEqual(['Phone charger', 'Sunscreen']);
  await user.click(undoButton());
  expect(items()).toEqual(['Passport', 'Phone charger', 'Sunscreen']);
  await user.click(undoButton());
  expect(items()).toEqual(['Passport', 'Phone charger']);
  expect(undoButton().disabled).toBe(true);
  expect(redoButton().disabled).toBe(false);
  await user.click(redoButton());
  expect(items()).toEqual(['Passport', 'Phone charger', 'Sunscreen']);
  await user.click(redoButton());
  expect(items()).toEqual(['Phone charger', 'Sunscreen']);
  expect(redoButton().disabled).toBe(true);
});

test('historyReducer moves the present into future on undo and back on redo', () => {
  needReducer();
  const state = { past: [['Map']], present: ['Map', 'Hat'], future: [] };
  const undone = historyReducer(state, { type: 'undo' });
  expect(undone).toEqual({ past: [], present: ['Map'], future: [['Map', 'Hat']] });
  const redone = historyReducer(undone, { type: 'redo' });
  expect(redone).toEqual({ past: [['Map']], present: ['Map', 'Hat'], future: [] });
});

test('historyReducer returns the very same state when there is nothing to undo or redo', () => {
  needReducer();
  const state = { past: [], present: ['Map'], future: [] };
  expect(historyReducer(state, { type: 'undo' }) === state).toBe(true);
  expect(historyReducer(state, { type: 'redo' }) === state).toBe(true);
});
