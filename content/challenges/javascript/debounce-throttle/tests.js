// These tests run on the virtual clock (meta.json config.clock): sleep(ms) moves the page's
// timers and Date forward by ms at once; the margins of 50 ms or more stay, as in real time.
const made = (maker, fn, wait) => {
  expect(typeof maker).toBe('function');
  const result = maker(fn, wait);
  expect(typeof result).toBe('function');
  return result;
};

test('debounce and throttle return functions', () => {
  made(debounce, () => {}, 100);
  made(throttle, () => {}, 100);
});

test('debounce: a burst of calls runs fn once, after the wait, with the last arguments', async () => {
  const spy = createSpy();
  const debounced = made(debounce, spy, 100);
  debounced('a');
  debounced('b');
  debounced('c');
  expect(spy.calls.length).toBe(0);
  await sleep(200);
  expect(spy.calls).toEqual([['c']]);
});

test('debounce: each call restarts the timer', async () => {
  const spy = createSpy();
  const debounced = made(debounce, spy, 200);
  debounced(1);
  await sleep(150);
  debounced(2);
  await sleep(100);
  // 250 ms since the first call, but only 100 ms since the last one: not yet.
  expect(spy.calls.length).toBe(0);
  await sleep(150);
  expect(spy.calls).toEqual([[2]]);
});

test('debounce: two bursts separated by a pause give two calls', async () => {
  const spy = createSpy();
  const debounced = made(debounce, spy, 50);
  debounced('x');
  await sleep(120);
  debounced('y');
  await sleep(120);
  expect(spy.calls).toEqual([['x'], ['y']]);
});

test("fn receives the caller's `this` with both debounce and throttle", async () => {
  const seen = [];
  const box = {
    label: 'box',
    save: made(
      debounce,
      function () {
        seen.push(`saved ${this?.label}`);
      },
      50,
    ),
    scroll: made(
      throttle,
      function () {
        seen.push(`scrolled ${this?.label}`);
      },
      50,
    ),
  };
  box.save();
  box.scroll();
  await sleep(120);
  expect(seen).toEqual(['scrolled box', 'saved box']);
});

test('throttle: first call runs at once, calls in the window are dropped, the next one runs', async () => {
  const spy = createSpy();
  const throttled = made(throttle, spy, 100);
  throttled(1);
  expect(spy.calls).toEqual([[1]]);
  throttled(2);
  throttled(3);
  await sleep(160);
  // Calls 2 and 3 came inside the window: they are dropped, not run late.
  expect(spy.calls).toEqual([[1]]);
  throttled(4);
  throttled(5);
  expect(spy.calls).toEqual([[1], [4]]);
});

test('typing "abc" in Search shows "Searching for: abc" once, 300 ms after the last key', async () => {
  const user = userEvent.setup();
  const statusEl = document.getElementById('search-status');
  const shown = [];
  const observer = new MutationObserver(() => shown.push(statusEl.textContent.trim()));
  observer.observe(statusEl, { childList: true, characterData: true, subtree: true });
  try {
    await user.type(screen.getByLabelText('Search'), 'abc');
    expect(statusEl.textContent.trim()).toBe('');
    await sleep(450);
    expect(statusEl.textContent.trim()).toBe('Searching for: abc');
    expect(shown).toEqual(['Searching for: abc']);
  } finally {
    observer.disconnect();
  }
});
