// Hidden tests: run by the server's grader after tests.js, in the same page. They call the toggle
// that useToggle returns themselves, not through clicks (which the page's own code could stop on
// their way), and have React render at once with ReactDOM.flushSync.
function needHook() {
  if (typeof useToggle !== 'function') {
    throw new Error('define a function named useToggle at the top level of App.jsx');
  }
}
/** Renders a component that uses useToggle(initial); `latest` holds what it last returned. */
function renderProbe(initial) {
  const latest = {};
  function Probe() {
    const [value, toggle] = useToggle(initial);
    latest.value = value;
    latest.toggle = toggle;
    return React.createElement('output', null, String(value));
  }
  render(React.createElement(Probe));
  return latest;
}
/** Calls the latest toggle with `args` and lets React render; answers the value it then shows. */
const toggleWith = (probe, ...args) => {
  ReactDOM.flushSync(() => {
    probe.toggle(...args);
  });
  return probe.value;
};

test('toggle(true) and toggle(false) set exactly that value, even when it already is', { description: "toggle(true) and toggle(false) set exactly that value, even when the value already is that, and toggle() flips it, starting from the initial value that was given." }, () => {
  needHook();
  const probe = renderProbe(true);
  const seen = [probe.value];
  seen.push(toggleWith(probe, true));
  seen.push(toggleWith(probe, false));
  seen.push(toggleWith(probe, false));
  seen.push(toggleWith(probe));
  seen.push(toggleWith(probe));
  seen.push(toggleWith(probe, true));
  expect(seen).toEqual([true, true, false, false, true, false, true]);
  expect(document.querySelector('output').textContent).toBe('true');
});

test('toggle with any argument that is not a boolean (a string, a number) flips the value', { description: "Calling toggle with an argument that is not a boolean, such as a string or a number, flips the value instead of setting it." }, () => {
  needHook();
  const probe = renderProbe(false);
  const seen = [probe.value];
  seen.push(toggleWith(probe, 'yes'));
  seen.push(toggleWith(probe, 1));
  seen.push(toggleWith(probe, 'yes'));
  expect(seen).toEqual([false, true, false, true]);
});
