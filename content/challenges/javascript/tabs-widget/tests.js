// The tests share one page and run in order; each one clicks a tab first to set its start.
const TABS = [
  { id: 'tab-html', name: 'HTML', panel: 'panel-html' },
  { id: 'tab-css', name: 'CSS', panel: 'panel-css' },
  { id: 'tab-js', name: 'JavaScript', panel: 'panel-js' },
];
const byId = (id) => document.getElementById(id);
const nameOf = (id) => TABS.find((tab) => tab.id === id)?.name ?? id;
// The whole widget state in words, so a failure shows what the page looks like.
const state = () => ({
  selected: TABS.filter((t) => byId(t.id).getAttribute('aria-selected') === 'true').map(
    (t) => t.name,
  ),
  tabStops: TABS.filter((t) => byId(t.id).getAttribute('tabindex') === '0').map((t) => t.name),
  visiblePanels: TABS.filter((t) => !byId(t.panel).hidden).map((t) => t.panel),
  focused: nameOf(document.activeElement?.id),
});
const selectedState = (name) => {
  const tab = TABS.find((t) => t.name === name);
  return { selected: [name], tabStops: [name], visiblePanels: [tab.panel], focused: name };
};

test('a tablist named "Course topics" holds the tabs HTML, CSS and JavaScript', () => {
  const tablist = screen.getByRole('tablist', { name: 'Course topics' });
  const names = within(tablist)
    .getAllByRole('tab')
    .map((tab) => tab.textContent.trim());
  expect(names).toEqual(['HTML', 'CSS', 'JavaScript']);
});

test('every tab controls its panel, and each panel is a tabpanel labelled by its tab', () => {
  const links = TABS.map((t) => ({
    tab: t.name,
    controls: byId(t.id).getAttribute('aria-controls'),
    panelRole: byId(t.panel).getAttribute('role'),
    panelLabelledBy: byId(t.panel).getAttribute('aria-labelledby'),
  }));
  expect(links).toEqual(
    TABS.map((t) => ({
      tab: t.name,
      controls: t.panel,
      panelRole: 'tabpanel',
      panelLabelledBy: t.id,
    })),
  );
});

test('at first HTML is selected, is the only tab stop, and only its panel is visible', () => {
  const { selected, tabStops, visiblePanels } = state();
  expect({ selected, tabStops, visiblePanels }).toEqual({
    selected: ['HTML'],
    tabStops: ['HTML'],
    visiblePanels: ['panel-html'],
  });
  expect(byId('tab-css').getAttribute('aria-selected')).toBe('false');
  expect(byId('tab-css').getAttribute('tabindex')).toBe('-1');
});

test('clicking CSS selects it and shows only the CSS panel', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'CSS' }));
  expect(state()).toEqual(selectedState('CSS'));
});

test('ArrowRight moves focus and selection to the next tab, wrapping from the last to the first', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'CSS' }));
  await user.keyboard('{ArrowRight}');
  expect(state()).toEqual(selectedState('JavaScript'));
  await user.keyboard('{ArrowRight}');
  expect(state()).toEqual(selectedState('HTML'));
});

test('ArrowLeft wraps from the first tab to the last; Home and End jump to the first and last', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'HTML' }));
  await user.keyboard('{ArrowLeft}');
  expect(state()).toEqual(selectedState('JavaScript'));
  await user.keyboard('{ArrowLeft}');
  expect(state()).toEqual(selectedState('CSS'));
  await user.keyboard('{Home}');
  expect(state()).toEqual(selectedState('HTML'));
  await user.keyboard('{End}');
  expect(state()).toEqual(selectedState('JavaScript'));
});
