// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test.
const toggleButton = () => screen.getByRole('button', { name: 'Account' });
const list = () => document.getElementById('account-menu-list');
const expandedState = () => toggleButton().getAttribute('aria-expanded');
const focusedElement = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  return `${element.tagName.toLowerCase()} "${element.textContent.trim()}"`;
};

test(
  'a second click on Account closes the menu, and a third opens it again',
  {
    description:
      'The Account button toggles: clicking it while the menu is open closes the menu (it does not close and reopen at once), and the next click opens it again.',
  },
  async () => {
    const user = userEvent.setup();
    await user.click(toggleButton());
    await user.click(toggleButton());
    expect(expandedState()).toBe('false');
    expect(list()).toBeNull();
    await user.click(toggleButton());
    expect(expandedState()).toBe('true');
    expect(list()).not.toBeNull();
  },
);

test(
  'Escape pressed on a menu item closes the menu and moves the focus back to Account',
  {
    description:
      'With the focus moved into the open list with the Tab key, Escape still closes the menu and the focus goes back to the Account button; nothing is reported as chosen.',
  },
  async () => {
    const user = userEvent.setup();
    await user.click(toggleButton());
    await user.tab();
    await user.tab();
    expect(focusedElement()).toBe('button "Settings"');
    await user.keyboard('{Escape}');
    expect(list()).toBeNull();
    expect(expandedState()).toBe('false');
    expect(focusedElement()).toBe('button "Account"');
    expect(screen.getByText(/^Last action:/).textContent.trim()).toBe('Last action: none');
  },
);

test(
  'a click inside the open list, between the items, keeps the menu open',
  {
    description:
      'A click on the open list itself (not on one of its items) does not count as a click outside: the menu stays open.',
  },
  async () => {
    const user = userEvent.setup();
    await user.click(toggleButton());
    await user.click(list());
    expect(expandedState()).toBe('true');
    expect(list()).not.toBeNull();
  },
);
