// Runs after tests.js, on the same page: the field holds "ro" and the list is closed.
const field = () => screen.getByRole('combobox', { name: 'City' });
const listEl = () => document.getElementById('city-options');
const state = () => {
  const activeId = field().getAttribute('aria-activedescendant');
  const options = [...listEl().querySelectorAll('[role="option"]')];
  return {
    value: field().value,
    listHidden: listEl().hidden,
    options: listEl().hidden ? [] : options.map((option) => option.textContent.trim()),
    selected: options
      .filter((option) => option.getAttribute('aria-selected') === 'true')
      .map((option) => option.textContent.trim()),
    active: activeId
      ? (document.getElementById(activeId)?.textContent.trim() ?? `missing #${activeId}`)
      : null,
  };
};
const chosenText = () => document.getElementById('chosen').textContent.trim();

test(
  'the arrows wrap around both ends of the list',
  {
    description:
      'ArrowUp with no active option activates the last suggestion, ArrowDown on the last one goes back to the first, and ArrowUp on the first one goes to the last.',
  },
  async () => {
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), 'b');
    expect(state().options).toEqual([
      'Barcelona',
      'Berlin',
      'Brussels',
      'Budapest',
      'Dublin',
      'Lisbon',
    ]);
    await user.keyboard('{ArrowUp}');
    expect(state().active).toBe('Lisbon');
    await user.keyboard('{ArrowDown}');
    expect(state().active).toBe('Barcelona');
    await user.keyboard('{ArrowUp}');
    expect(state().active).toBe('Lisbon');
    expect(state().selected).toEqual(['Lisbon']);
  },
);

test(
  'typing more after moving through the list leaves no option active',
  {
    description:
      'After moving through the suggestions with the arrows, typing another letter shows the new suggestions with no option active, and Enter then chooses nothing.',
  },
  async () => {
    const user = userEvent.setup();
    const before = chosenText();
    await user.clear(field());
    await user.type(field(), 'b{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(state().active).toBe('Brussels');
    await user.type(field(), 'e');
    expect(state()).toEqual({
      value: 'be',
      listHidden: false,
      options: ['Berlin'],
      selected: [],
      active: null,
    });
    await user.keyboard('{Enter}');
    expect(field().value).toBe('be');
    expect(chosenText()).toBe(before);
  },
);

test(
  'no match, or an emptied field, closes the list',
  {
    description:
      'Text that matches no city, and a field emptied again, both close the list and set aria-expanded back to false; the arrows then activate nothing.',
  },
  async () => {
    const user = userEvent.setup();
    await user.type(field(), 'xyz{ArrowDown}');
    expect(state()).toEqual({
      value: 'bexyz',
      listHidden: true,
      options: [],
      selected: [],
      active: null,
    });
    expect(field().getAttribute('aria-expanded')).toBe('false');
    await user.clear(field());
    expect(listEl().hidden).toBe(true);
    expect(field().getAttribute('aria-expanded')).toBe('false');
  },
);
