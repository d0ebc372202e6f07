// Runs after tests.js, on the same page; each test clicks a tab first to set its start.
const ALL_TABS = [
  { id: 'tab-html', name: 'HTML', panel: 'panel-html' },
  { id: 'tab-css', name: 'CSS', panel: 'panel-css' },
  { id: 'tab-js', name: 'JavaScript', panel: 'panel-js' },
];
const el = (id) => document.getElementById(id);
const widget = () => ({
  selected: ALL_TABS.filter((t) => el(t.id).getAttribute('aria-selected') === 'true').map(
    (t) => t.name,
  ),
  unselectedMarkedFalse: ALL_TABS.filter((t) => el(t.id).getAttribute('aria-selected') === 'false')
    .length,
  tabStops: ALL_TABS.filter((t) => el(t.id).getAttribute('tabindex') === '0').map((t) => t.name),
  visiblePanels: ALL_TABS.filter((t) => !el(t.panel).hidden).map((t) => t.panel),
  focused: ALL_TABS.find((t) => t.id === document.activeElement?.id)?.name ?? 'something else',
});
const only = (name, focused = name) => {
  const tab = ALL_TABS.find((t) => t.name === name);
  return {
    selected: [name],
    unselectedMarkedFalse: 2,
    tabStops: [name],
    visiblePanels: [tab.panel],
    focused,
  };
};

test('clicking JavaScript and then HTML selects each one in turn', { description: "Clicking any tab selects it, one after another: it becomes the only selected tab and the only tab stop, only its panel is shown, and every other tab is marked as not selected." }, async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'JavaScript' }));
  expect(widget()).toEqual(only('JavaScript'));
  await user.click(screen.getByRole('tab', { name: 'HTML' }));
  expect(widget()).toEqual(only('HTML'));
});

test('ArrowRight moves from HTML to CSS, and ArrowLeft moves from CSS back to HTML', { description: "ArrowRight and ArrowLeft move focus and selection to the neighbouring tab in both directions, not only when wrapping around the ends." }, async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'HTML' }));
  await user.keyboard('{ArrowRight}');
  expect(widget()).toEqual(only('CSS'));
  await user.keyboard('{ArrowLeft}');
  expect(widget()).toEqual(only('HTML'));
});

test('from the middle tab, End and Home jump to the ends, and the arrows keep cycling', { description: "Home and End jump to the first and last tab from a middle tab too, and pressing the arrow keys many times keeps cycling through every tab in both directions, wrapping at each end." }, async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'CSS' }));
  await user.keyboard('{End}');
  expect(widget()).toEqual(only('JavaScript'));
  await user.click(screen.getByRole('tab', { name: 'CSS' }));
  await user.keyboard('{Home}');
  expect(widget()).toEqual(only('HTML'));
  const visited = [];
  for (let i = 0; i < 4; i += 1) {
    await user.keyboard('{ArrowRight}');
    visited.push(widget().focused);
  }
  expect(visited).toEqual(['CSS', 'JavaScript', 'HTML', 'CSS']);
  const visitedBack = [];
  for (let i = 0; i < 4; i += 1) {
    await user.keyboard('{ArrowLeft}');
    visitedBack.push(widget().focused);
  }
  expect(visitedBack).toEqual(['HTML', 'JavaScript', 'CSS', 'HTML']);
  expect(widget()).toEqual(only('HTML'));
});
