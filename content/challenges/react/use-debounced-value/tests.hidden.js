// Hidden tests: run by the server's grader after tests.js, in the same page, on the virtual clock.
// The app is mounted afresh before every test.
const box = () => screen.getByRole('searchbox');
const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent.trim());

function needHook() {
  if (typeof useDebouncedValue !== 'function') {
    throw new Error('define a function named useDebouncedValue at the top level of App.jsx');
  }
}

test(
  'useDebouncedValue waits for the delay it is given (500 ms here)',
  {
    description:
      'useDebouncedValue used in another component with a longer delay waits for that delay, not a fixed one, and restarts the wait when the value changes again.',
  },
  async () => {
    needHook();
    function Probe() {
      const [value, setValue] = React.useState('');
      const debounced = useDebouncedValue(value, 500);
      return React.createElement(
        'div',
        null,
        React.createElement('input', {
          'aria-label': 'Probe',
          value,
          onChange: (event) => setValue(event.target.value),
        }),
        React.createElement('output', null, `[${debounced}]`),
      );
    }
    render(React.createElement(Probe));
    const output = () => document.querySelector('output').textContent;
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Probe' }), 'a');
    await sleep(400);
    expect(output()).toBe('[]');
    await user.type(screen.getByRole('textbox', { name: 'Probe' }), 'b');
    await sleep(400);
    expect(output()).toBe('[]');
    await sleep(150);
    expect(output()).toBe('[ab]');
  },
);

test(
  'the query is trimmed and matched ignoring case; no match says "No courses found"',
  {
    description:
      'Spaces around the typed text are ignored and letter case does not matter; a search that matches nothing shows the no-match status and an empty list.',
  },
  async () => {
    const user = userEvent.setup();
    await user.type(box(), '  TYPESCRIPT ');
    await sleep(350);
    expect(listed()).toEqual(['TypeScript generics']);
    await user.clear(box());
    await user.type(box(), 'python');
    await sleep(350);
    expect(listed()).toEqual([]);
    expect(screen.getByRole('status').textContent.trim()).toBe('No courses found');
  },
);

test(
  'no debounce timer is left waiting after the search leaves the page',
  {
    description:
      'When the component is removed from the page in the middle of a pause, the pending timer is cancelled, so nothing runs later for a component that is gone.',
  },
  async () => {
    // timers.pending() is the page's clock's own count of the timers set and neither run nor
    // cleared: nothing the page's code does to window.setTimeout changes it. Mid-pause the wait
    // is a timer of the clock, so a wait built some other way is not left uncounted.
    const user = userEvent.setup();
    await user.type(box(), 'flex');
    await sleep(100);
    expect(timers.pending()).toBeGreaterThanOrEqual(1);
    render(React.createElement('p', null, 'The search is gone'));
    expect(timers.pending()).toBe(0);
  },
);
