// The tests share one page and run in order: the fourth one clicks "New challenges", which stays
// switched on for the tests after it.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();
const labelOf = (input) => [...input.labels].map(squash).join(' ') || '(no label)';
const names = ['Weekly digest', 'Mentor replies', 'New challenges', 'Security alerts'];

function switchNamed(name) {
  const found = screen.queryByRole('switch', { name });
  if (!found)
    throw new Error(`no switch is named "${name}": a checkbox with role="switch" and a <label>`);
  return found;
}

test('four switches, in order: Weekly digest, Mentor replies, New challenges, Security alerts', () => {
  expect(screen.queryAllByRole('switch').map(labelOf)).toEqual(names);
  expect(names.map((name) => switchNamed(name).type)).toEqual([
    'checkbox',
    'checkbox',
    'checkbox',
    'checkbox',
  ]);
});

test('the switches are grouped in fieldsets named Email and Push', () => {
  const groups = ['Email', 'Push'].map((name) => {
    const group = screen.queryByRole('group', { name });
    if (!group) return `no group named "${name}"`;
    return `${group.tagName.toLowerCase()} ${name}: ${within(group).queryAllByRole('switch').map(labelOf).join(', ')}`;
  });
  expect(groups).toEqual([
    'fieldset Email: Weekly digest, Mentor replies',
    'fieldset Push: New challenges, Security alerts',
  ]);
});

test('Weekly digest, Mentor replies and Security alerts start on; New challenges starts off', () => {
  const states = Object.fromEntries(
    names.map((name) => [name, switchNamed(name).checked ? 'on' : 'off']),
  );
  expect(states).toEqual({
    'Weekly digest': 'on',
    'Mentor replies': 'on',
    'New challenges': 'off',
    'Security alerts': 'on',
  });
});

test('clicking the words "New challenges" switches it on', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByText('New challenges'));
  expect(switchNamed('New challenges').checked).toBe(true);
});

test('Weekly digest is described by its hint', () => {
  const described = screen.queryByRole('switch', {
    name: 'Weekly digest',
    description: 'A summary of your progress every Monday.',
  });
  expect(described ? 'described by its hint' : 'not described by its hint').toBe(
    'described by its hint',
  );
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
