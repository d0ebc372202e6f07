// The app is mounted afresh before every test.
const accountButton = () => screen.getByRole('button', { name: 'Account' });
const menuList = () => document.getElementById('account-menu-list');
const menuItems = () =>
  menuList()
    ? within(menuList())
        .getAllByRole('button')
        .map((b) => b.textContent.trim())
    : [];
const isOpen = () => accountButton().getAttribute('aria-expanded');
const focused = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  return `${element.tagName.toLowerCase()} "${element.textContent.trim()}"`;
};
const lastAction = () => screen.getByText(/^Last action:/).textContent.trim();

test('at first the Account button is collapsed and no menu is shown', () => {
  expect(isOpen()).toBe('false');
  expect(accountButton().getAttribute('aria-controls')).toBe('account-menu-list');
  expect(menuList()).toBeNull();
  expect(lastAction()).toBe('Last action: none');
});

test('clicking Account opens the list with Profile, Settings and Sign out', async () => {
  const user = userEvent.setup();
  await user.click(accountButton());
  expect(isOpen()).toBe('true');
  expect(menuList()).not.toBeNull();
  expect(menuList().tagName).toBe('UL');
  expect(menuItems()).toEqual(['Profile', 'Settings', 'Sign out']);
});

test('Escape closes the open menu and leaves the focus on Account', async () => {
  const user = userEvent.setup();
  await user.click(accountButton());
  await user.keyboard('{Escape}');
  expect(isOpen()).toBe('false');
  expect(menuList()).toBeNull();
  expect(focused()).toBe('button "Account"');
});

test('a click outside the menu closes it', async () => {
  const user = userEvent.setup();
  await user.click(accountButton());
  await user.click(screen.getByRole('heading', { name: 'Dashboard' }));
  expect(isOpen()).toBe('false');
  expect(menuList()).toBeNull();
});

test('choosing Settings reports it, closes the menu and moves the focus back to Account', async () => {
  const user = userEvent.setup();
  await user.click(accountButton());
  await user.click(within(menuList()).getByRole('button', { name: 'Settings' }));
  expect(lastAction()).toBe('Last action: Settings');
  expect(menuList()).toBeNull();
  expect(focused()).toBe('button "Account"');
});

test('the page with the open menu has no accessibility problems', async () => {
  const user = userEvent.setup();
  await user.click(accountButton());
  await expectAccessible();
});
