// Hidden tests: run by the server's grader after tests.js, in the same page.
function needHook() {
  if (typeof useToggle !== 'function') {
    throw new Error('define a function named useToggle at the top level of App.jsx');
  }
}
/** A component that uses useToggle(initial) and has one button per way of calling toggle. */
function renderProbe(initial) {
  function Probe() {
    const [value, toggle] = useToggle(initial);
    const button = (label, onClick) =>
      React.createElement('button', { type: 'button', onClick }, label);
    return React.createElement(
      'div',
      null,
      React.createElement('output', null, String(value)),
      button('flip', () => toggle()),
      button('set true', () => toggle(true)),
      button('set false', () => toggle(false)),
      button('with text', () => toggle('yes')),
      button('with number', () => toggle(1)),
    );
  }
  render(React.createElement(Probe));
}
const probeValue = () => document.querySelector('output').textContent;
const press = (user, label) => user.click(screen.getByRole('button', { name: label }));

test('toggle(true) and toggle(false) set exactly that value, even when it already is', { description: "toggle(true) and toggle(false) set exactly that value, even when the value already is that, and toggle() flips it, starting from the initial value that was given." }, async () => {
  needHook();
  renderProbe(true);
  const user = userEvent.setup();
  expect(probeValue()).toBe('true');
  await press(user, 'set true');
  expect(probeValue()).toBe('true');
  await press(user, 'set false');
  expect(probeValue()).toBe('false');
  await press(user, 'set false');
  expect(probeValue()).toBe('false');
  await press(user, 'flip');
  expect(probeValue()).toBe('true');
  await press(user, 'flip');
  expect(probeValue()).toBe('false');
  await press(user, 'set true');
  expect(probeValue()).toBe('true');
});

test('toggle with any argument that is not a boolean (a string, a number) flips the value', { description: "Calling toggle with an argument that is not a boolean, such as a string or a number, flips the value instead of setting it." }, async () => {
  needHook();
  renderProbe(false);
  const user = userEvent.setup();
  await press(user, 'with text');
  expect(probeValue()).toBe('true');
  await press(user, 'with number');
  expect(probeValue()).toBe('false');
  await press(user, 'with text');
  expect(probeValue()).toBe('true');
});
