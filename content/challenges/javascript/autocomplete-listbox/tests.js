// The tests share one page and run in order: each continues from the text the previous one left.
const cityField = () => screen.getByRole('combobox', { name: 'City' });
const listboxEl = () => document.getElementById('city-options');
const optionEls = () => [...listboxEl().querySelectorAll('[role="option"]')];
// The whole widget in words, so a failure shows what the page looks like.
const widget = () => {
  const activeId = cityField().getAttribute('aria-activedescendant');
  return {
    value: cityField().value,
    expanded: cityField().getAttribute('aria-expanded'),
    listHidden: listboxEl().hidden,
    options: listboxEl().hidden ? [] : optionEls().map((option) => option.textContent.trim()),
    selected: optionEls()
      .filter((option) => option.getAttribute('aria-selected') === 'true')
      .map((option) => option.textContent.trim()),
    activeDescendant: activeId
      ? (document.getElementById(activeId)?.textContent.trim() ?? `missing #${activeId}`)
      : null,
  };
};

test('at first the list is hidden and the field has aria-expanded="false"', () => {
  expect(widget()).toEqual({
    value: '',
    expanded: 'false',
    listHidden: true,
    options: [],
    selected: [],
    activeDescendant: null,
  });
});

test('typing "lo" shows every city containing "lo", in any case, with none active', async () => {
  const user = userEvent.setup();
  await user.type(cityField(), 'lo');
  expect(widget()).toEqual({
    value: 'lo',
    expanded: 'true',
    listHidden: false,
    options: ['Barcelona', 'London', 'Oslo'],
    selected: [],
    activeDescendant: null,
  });
  expect(screen.getAllByRole('option').length).toBe(3);
});

test('ArrowDown activates the first option, then the next; focus stays in the field', async () => {
  const user = userEvent.setup();
  await user.keyboard('{ArrowDown}');
  expect(widget().selected).toEqual(['Barcelona']);
  expect(widget().activeDescendant).toBe('Barcelona');
  await user.keyboard('{ArrowDown}');
  expect(widget().selected).toEqual(['London']);
  expect(widget().activeDescendant).toBe('London');
  expect(document.activeElement === cityField()).toBe(true);
});

test('ArrowUp moves back to the previous option', async () => {
  const user = userEvent.setup();
  await user.keyboard('{ArrowUp}');
  expect(widget().selected).toEqual(['Barcelona']);
  expect(widget().activeDescendant).toBe('Barcelona');
});

test('Escape closes the list and keeps the typed text', async () => {
  const user = userEvent.setup();
  await user.keyboard('{Escape}');
  expect(widget()).toEqual({
    value: 'lo',
    expanded: 'false',
    listHidden: true,
    options: [],
    selected: [],
    activeDescendant: null,
  });
});

test('Enter chooses the active option: the field holds it and #chosen announces it', async () => {
  const user = userEvent.setup();
  await user.type(cityField(), 'n');
  expect(widget().options).toEqual(['Barcelona', 'London']);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(widget()).toEqual({
    value: 'London',
    expanded: 'false',
    listHidden: true,
    options: [],
    selected: [],
    activeDescendant: null,
  });
  expect(document.getElementById('chosen').textContent.trim()).toBe('Selected: London');
});

test('clicking an option chooses it too', async () => {
  const user = userEvent.setup();
  await user.clear(cityField());
  await user.type(cityField(), 'EN');
  expect(widget().options).toEqual(['Athens', 'Copenhagen', 'Vienna']);
  await user.click(screen.getByRole('option', { name: 'Vienna' }));
  expect(widget().value).toBe('Vienna');
  expect(widget().listHidden).toBe(true);
  expect(document.getElementById('chosen').textContent.trim()).toBe('Selected: Vienna');
});

test('the open widget with an active option passes an accessibility check', async () => {
  const user = userEvent.setup();
  await user.clear(cityField());
  await user.type(cityField(), 'ro{ArrowDown}');
  expect(widget().selected).toEqual(['Rome']);
  await expectAccessible();
  await user.keyboard('{Escape}');
});
