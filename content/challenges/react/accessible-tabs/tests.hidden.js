// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test; the first test renders Tabs on its own with other tabs.
const allTabs = () => screen.getAllByRole('tab');
const selectedLabels = () =>
  allTabs()
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent.trim());
const focusedTab = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  const role = element.getAttribute('role') || element.tagName.toLowerCase();
  return `${role} "${element.textContent.trim()}"`;
};
const panel = () => screen.getByRole('tabpanel');

const SETTINGS = [
  { id: 'profile', label: 'Profile', content: 'Your name and photo.' },
  { id: 'security', label: 'Security', content: 'Passwords and two-step sign-in.' },
  { id: 'billing', label: 'Billing', content: 'Invoices and payment methods.' },
  { id: 'team', label: 'Team', content: 'People who share this account.' },
];

test('Tabs works with any label and any number of tabs: four tabs wrap, jump and keep their ids', { description: "Tabs rendered on its own with another label and another, longer list of tabs builds everything from its props: the tablist name, the tabs, and the ids and ARIA links taken from each tab's id. Wrapping with the arrow keys, End and the roving tabindex work for any number of tabs." }, async () => {
  if (typeof Tabs !== 'function') {
    throw new Error('define a component named Tabs at the top level of App.jsx');
  }
  render(React.createElement(Tabs, { label: 'Account settings', tabs: SETTINGS }));
  const list = screen.getByRole('tablist', { name: 'Account settings' });
  expect(within(list).getAllByRole('tab').map((tab) => tab.textContent.trim())).toEqual([
    'Profile',
    'Security',
    'Billing',
    'Team',
  ]);
  expect(selectedLabels()).toEqual(['Profile']);
  expect(panel().textContent.trim()).toBe('Your name and photo.');
  const user = userEvent.setup();
  allTabs()[0].focus();
  await user.keyboard('{ArrowLeft}');
  expect(focusedTab()).toBe('tab "Team"');
  expect(selectedLabels()).toEqual(['Team']);
  expect(panel().id).toBe('panel-team');
  expect(panel().getAttribute('aria-labelledby')).toBe('tab-team');
  const team = screen.getByRole('tab', { name: 'Team' });
  expect(team.id).toBe('tab-team');
  expect(team.getAttribute('aria-controls')).toBe('panel-team');
  await user.keyboard('{ArrowRight}');
  expect(focusedTab()).toBe('tab "Profile"');
  await user.keyboard('{End}');
  expect(focusedTab()).toBe('tab "Team"');
  await user.keyboard('{ArrowLeft}');
  expect(focusedTab()).toBe('tab "Billing"');
  expect(selectedLabels()).toEqual(['Billing']);
  expect(panel().textContent.trim()).toBe('Invoices and payment methods.');
  expect(allTabs().map((tab) => tab.tabIndex)).toEqual([-1, -1, 0, -1]);
});

test('the roving tabindex follows the arrow keys, so Tab re-enters the list on the tab they selected', { description: "After the arrow keys or Home/End change the selected tab, only that tab has tabIndex 0. Tabbing back into the widget lands on that tab, and the next Tab reaches its panel." }, async () => {
  const user = userEvent.setup();
  allTabs()[0].focus();
  await user.keyboard('{End}');
  expect(allTabs().map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  await user.keyboard('{ArrowLeft}');
  expect(allTabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  document.activeElement.blur();
  await user.tab();
  expect(focusedTab()).toBe('tab "CSS"');
  await user.tab();
  expect(focusedTab()).toBe('tabpanel "CSS decides how that structure looks on every screen."');
});

test('after a click on JavaScript, ArrowRight wraps to HTML and ArrowLeft goes back to JavaScript', { description: "After a tab is selected with a mouse click, the arrow keys continue from that tab. ArrowRight from the last tab wraps to the first, ArrowLeft wraps back, and focus, selection and panel all follow." }, async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'JavaScript' }));
  expect(selectedLabels()).toEqual(['JavaScript']);
  await user.keyboard('{ArrowRight}');
  expect(focusedTab()).toBe('tab "HTML"');
  expect(selectedLabels()).toEqual(['HTML']);
  expect(panel().textContent.trim()).toBe('HTML gives a page its structure and meaning.');
  await user.keyboard('{ArrowLeft}');
  expect(focusedTab()).toBe('tab "JavaScript"');
  expect(selectedLabels()).toEqual(['JavaScript']);
});

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
