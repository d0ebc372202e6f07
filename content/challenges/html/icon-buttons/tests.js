// The tests share one page and run in order; the second one moves the focus with Tab.
const group = () => screen.queryByRole('group', { name: 'Text formatting' });
const toolButtons = () => (group() ? within(group()).queryAllByRole('button') : []);
const nameOf = (button) => (button.getAttribute('aria-label') ?? button.textContent).trim();
const pressedNames = (pressed) =>
  screen.queryAllByRole('button', { pressed }).map((button) => nameOf(button));

test('a group named "Text formatting" holds the Bold, Italic and Underline buttons', () => {
  expect(group() ? 'found' : 'no group named "Text formatting"').toBe('found');
  expect(toolButtons().map(nameOf)).toEqual(['Bold', 'Italic', 'Underline']);
});

test('Tab moves the focus to Bold, then Italic, then Underline', async () => {
  const user = userEvent.setup();
  const reached = [];
  for (let i = 0; i < 3; i += 1) {
    await user.tab();
    const focused = document.activeElement;
    reached.push(focused === document.body ? '(page body)' : nameOf(focused) || focused.tagName);
  }
  expect(reached).toEqual(['Bold', 'Italic', 'Underline']);
});

test('Bold is pressed; Italic and Underline are not', () => {
  expect(pressedNames(true)).toEqual(['Bold']);
  expect(pressedNames(false)).toEqual(['Italic', 'Underline']);
});

test('every button has type="button"', () => {
  const types = toolButtons().map((button) => button.type);
  expect(types).toEqual(['button', 'button', 'button']);
});

test('the three icons are kept and hidden from screen readers', () => {
  const icons = [...document.querySelectorAll('svg')];
  expect(icons).toHaveLength(3);
  const exposed = icons.filter((svg) => !svg.closest('[aria-hidden="true"]'));
  expect(exposed.length).toBe(0);
});
