const notifications = () => screen.getByRole('button', { name: 'Notifications' });
const detailsButton = () => screen.getByRole('button', { name: /details$/ });
const detailsShown = () => screen.queryByText(/^Details:/) !== null;

test('Notifications starts pressed and the details start hidden', () => {
  expect(notifications().getAttribute('aria-pressed')).toBe('true');
  expect(detailsButton().textContent.trim()).toBe('Show details');
  expect(detailsShown()).toBe(false);
});

test('one click on Show details shows the details and the button reads Hide details', async () => {
  const user = userEvent.setup();
  await user.click(detailsButton());
  expect(detailsShown()).toBe(true);
  expect(detailsButton().textContent.trim()).toBe('Hide details');
  expect(detailsButton().getAttribute('aria-expanded')).toBe('true');
});

test('a second click hides the details again', async () => {
  const user = userEvent.setup();
  await user.click(detailsButton());
  await user.click(detailsButton());
  expect(detailsShown()).toBe(false);
  expect(detailsButton().textContent.trim()).toBe('Show details');
});

test('Notifications turns off on one click and back on on the next', async () => {
  const user = userEvent.setup();
  await user.click(notifications());
  expect(notifications().getAttribute('aria-pressed')).toBe('false');
  await user.click(notifications());
  expect(notifications().getAttribute('aria-pressed')).toBe('true');
});

test('Reset puts both back to their defaults, even when they already are', async () => {
  const user = userEvent.setup();
  const reset = screen.getByRole('button', { name: 'Reset' });
  await user.click(reset);
  expect(notifications().getAttribute('aria-pressed')).toBe('true');
  expect(detailsShown()).toBe(false);
  await user.click(notifications());
  await user.click(detailsButton());
  await user.click(reset);
  expect(notifications().getAttribute('aria-pressed')).toBe('true');
  expect(detailsShown()).toBe(false);
});

test('useToggle() with no argument starts at false and flips to true', async () => {
  if (typeof useToggle !== 'function') {
    throw new Error('define a function named useToggle at the top level of App.jsx');
  }
  function Probe() {
    const [on, toggle] = useToggle();
    return React.createElement('button', { type: 'button', onClick: () => toggle() }, String(on));
  }
  render(React.createElement(Probe));
  const button = screen.getByRole('button');
  expect(button.textContent).toBe('false');
  const user = userEvent.setup();
  await user.click(button);
  expect(button.textContent).toBe('true');
});
