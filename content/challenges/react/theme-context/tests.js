const themed = () => document.querySelector('[data-theme]');
const themeOf = () => (themed() ? themed().getAttribute('data-theme') : 'no element with data-theme');
const label = () => screen.getByText(/^Current theme:/).textContent.trim();
const toggle = () => screen.getByRole('button', { name: /^Switch to/ });
function needContext() {
  if (typeof ThemeContext === 'undefined' || !ThemeContext || !ThemeContext.Provider) {
    throw new Error('define ThemeContext with createContext at the top level of App.jsx');
  }
}

test('the page starts in the light theme', () => {
  expect(themeOf()).toBe('light');
  expect(label()).toBe('Current theme: light');
  expect(toggle().textContent.trim()).toBe('Switch to dark theme');
});

test('one click switches the page, the label and the button to dark', async () => {
  const user = userEvent.setup();
  await user.click(toggle());
  expect(themeOf()).toBe('dark');
  expect(label()).toBe('Current theme: dark');
  expect(toggle().textContent.trim()).toBe('Switch to light theme');
});

test('the dark theme gives the page the background rgb(30, 30, 46)', async () => {
  const user = userEvent.setup();
  await user.click(toggle());
  expect(getComputedStyle(themed()).backgroundColor).toBe('rgb(30, 30, 46)');
});

test('a second click switches back to light', async () => {
  const user = userEvent.setup();
  await user.click(toggle());
  await user.click(toggle());
  expect(themeOf()).toBe('light');
  expect(label()).toBe('Current theme: light');
});

test('ThemeLabel reads the theme from ThemeContext', () => {
  needContext();
  if (typeof ThemeLabel !== 'function') throw new Error('define a component named ThemeLabel');
  const value = { theme: 'dark', toggleTheme: createSpy() };
  render(React.createElement(ThemeContext.Provider, { value }, React.createElement(ThemeLabel)));
  expect(label()).toBe('Current theme: dark');
});

test('ThemeToggle calls toggleTheme from ThemeContext when clicked', async () => {
  needContext();
  if (typeof ThemeToggle !== 'function') throw new Error('define a component named ThemeToggle');
  const toggleTheme = createSpy();
  render(
    React.createElement(
      ThemeContext.Provider,
      { value: { theme: 'dark', toggleTheme } },
      React.createElement(ThemeToggle),
    ),
  );
  expect(toggle().textContent.trim()).toBe('Switch to light theme');
  const user = userEvent.setup();
  await user.click(toggle());
  expect(toggleTheme).toHaveBeenCalledTimes(1);
});
