const tabs = () => screen.getAllByRole('tab');
const selectedTabs = () =>
  tabs()
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent.trim());
const focused = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  const role = element.getAttribute('role') || element.tagName.toLowerCase();
  return `${role} "${element.textContent.trim()}"`;
};
const panelText = () => screen.getByRole('tabpanel').textContent.trim();
// Puts the focus on the first tab (HTML, selected at first) before using the arrow keys.
const focusFirstTab = () => tabs()[0].focus();

test('a tablist labelled "Course topics" holds HTML, CSS and JavaScript, with HTML selected', () => {
  const list = screen.getByRole('tablist', { name: 'Course topics' });
  expect(
    within(list)
      .getAllByRole('tab')
      .map((tab) => tab.textContent.trim()),
  ).toEqual(['HTML', 'CSS', 'JavaScript']);
  expect(selectedTabs()).toEqual(['HTML']);
  expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual([
    'true',
    'false',
    'false',
  ]);
});

test("the only panel shows the selected tab's content, labelled by that tab", () => {
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  const panel = screen.getByRole('tabpanel', { name: 'HTML' });
  expect(panel.textContent.trim()).toBe('HTML gives a page its structure and meaning.');
  const htmlTab = screen.getByRole('tab', { name: 'HTML' });
  expect(htmlTab.getAttribute('aria-controls')).toBe(panel.id);
  expect(panel.id).toBe('panel-html');
});

test('clicking CSS selects it and shows its panel', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'CSS' }));
  expect(selectedTabs()).toEqual(['CSS']);
  expect(panelText()).toBe('CSS decides how that structure looks on every screen.');
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('tab-css');
});

test('Tab enters the tab list on the selected tab only, and the next Tab reaches the panel', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'CSS' }));
  document.activeElement.blur();
  expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  await user.tab();
  expect(focused()).toBe('tab "CSS"');
  await user.tab();
  expect(focused()).toBe('tabpanel "CSS decides how that structure looks on every screen."');
});

test('ArrowRight moves focus and selection to the next tab and wraps from the last to the first', async () => {
  const user = userEvent.setup();
  focusFirstTab();
  await user.keyboard('{ArrowRight}');
  expect(focused()).toBe('tab "CSS"');
  expect(selectedTabs()).toEqual(['CSS']);
  await user.keyboard('{ArrowRight}');
  expect(focused()).toBe('tab "JavaScript"');
  expect(panelText()).toBe('JavaScript makes the page respond to people.');
  await user.keyboard('{ArrowRight}');
  expect(focused()).toBe('tab "HTML"');
  expect(selectedTabs()).toEqual(['HTML']);
});

test('ArrowLeft wraps from the first tab to the last, and Home and End jump to the ends', async () => {
  const user = userEvent.setup();
  focusFirstTab();
  await user.keyboard('{ArrowLeft}');
  expect(focused()).toBe('tab "JavaScript"');
  expect(selectedTabs()).toEqual(['JavaScript']);
  await user.keyboard('{ArrowLeft}');
  expect(focused()).toBe('tab "CSS"');
  await user.keyboard('{Home}');
  expect(focused()).toBe('tab "HTML"');
  expect(selectedTabs()).toEqual(['HTML']);
  await user.keyboard('{End}');
  expect(focused()).toBe('tab "JavaScript"');
  expect(selectedTabs()).toEqual(['JavaScript']);
});
