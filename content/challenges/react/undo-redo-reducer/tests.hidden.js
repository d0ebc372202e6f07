// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test.
const listed = () =>
  within(screen.getByRole('list', { name: 'Packing list' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild.textContent.trim());
const button = (name) => screen.getByRole('button', { name });
async function addOne(user, text) {
  await user.type(screen.getByLabelText('New item'), text);
  await user.click(button('Add'));
}

test(
  'a new change after Undo throws the redo steps away',
  {
    description:
      'Making a new change after undoing leaves nothing to redo: Redo is disabled and the undone change does not come back, both in the app and in the reducer.',
  },
  async () => {
    const user = userEvent.setup();
    await addOne(user, 'Towel');
    await user.click(button('Undo'));
    expect(button('Redo').disabled).toBe(false);
    await addOne(user, 'Book');
    expect(listed()).toEqual(['Passport', 'Phone charger', 'Book']);
    expect(button('Redo').disabled).toBe(true);
    await user.click(button('Redo'));
    expect(listed()).toEqual(['Passport', 'Phone charger', 'Book']);
    const state = { past: [], present: ['Hat'], future: [['Hat', 'Map']] };
    expect(historyReducer(state, { type: 'remove', text: 'Hat' })).toEqual({
      past: [['Hat']],
      present: [],
      future: [],
    });
  },
);

test(
  'an empty or repeated item changes nothing and adds no undo step',
  {
    description:
      'Adding only spaces, or an item that is already in the list, leaves the list as it is and does not create a step to undo; the reducer then returns the very same state.',
  },
  async () => {
    const user = userEvent.setup();
    await addOne(user, '   ');
    await addOne(user, 'Passport');
    expect(listed()).toEqual(['Passport', 'Phone charger']);
    expect(button('Undo').disabled).toBe(true);
    const state = { past: [['Map']], present: ['Map', 'Hat'], future: [['Map']] };
    expect(historyReducer(state, { type: 'add', text: ' Hat ' }) === state).toBe(true);
    expect(historyReducer(state, { type: 'add', text: '' }) === state).toBe(true);
  },
);

test(
  'historyReducer never changes the state it is given and ignores unknown actions',
  {
    description:
      'The reducer returns new objects for add, remove, undo and redo without changing the state it receives, and returns the very same state for an action it does not know.',
  },
  () => {
    const state = { past: [['Map']], present: ['Map', 'Hat'], future: [['Map', 'Hat', 'Tent']] };
    const snapshot = JSON.stringify(state);
    historyReducer(state, { type: 'add', text: 'Torch' });
    historyReducer(state, { type: 'remove', text: 'Map' });
    historyReducer(state, { type: 'undo' });
    expect(historyReducer(state, { type: 'redo' }).present).toEqual(['Map', 'Hat', 'Tent']);
    expect(JSON.stringify(state)).toBe(snapshot);
    expect(historyReducer(state, { type: 'shuffle' }) === state).toBe(true);
  },
);
