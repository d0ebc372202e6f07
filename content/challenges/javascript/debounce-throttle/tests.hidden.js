// On the virtual clock (meta.json config.clock), with wide margins: only "at least this long has passed" is relied on.
const wrap = (maker, fn, wait) => {
  expect(typeof maker).toBe('function');
  const result = maker(fn, wait);
  expect(typeof result).toBe('function');
  return result;
};

test('two debounced functions keep separate timers: a call to one does not cancel the other', { description: "Each function returned by debounce has its own timer: calling one debounced function does not cancel or delay another one." }, async () => {
  const saveSpy = createSpy();
  const searchSpy = createSpy();
  const save = wrap(debounce, saveSpy, 60);
  const search = wrap(debounce, searchSpy, 60);
  save('draft');
  search('query');
  await sleep(250);
  expect(saveSpy.calls).toEqual([['draft']]);
  expect(searchSpy.calls).toEqual([['query']]);
});

test('every argument of the call is passed on, by debounce and throttle alike', { description: "When fn runs, it receives every argument of the call that triggered it, not just the first one, with both debounce and throttle." }, async () => {
  const debouncedSpy = createSpy();
  const throttledSpy = createSpy();
  const position = { x: 3 };
  const debounced = wrap(debounce, debouncedSpy, 50);
  const throttled = wrap(throttle, throttledSpy, 50);
  throttled('scroll', 120, position);
  debounced('first', 1);
  debounced('last', 2, position);
  await sleep(200);
  expect(throttledSpy.calls).toEqual([['scroll', 120, position]]);
  expect(debouncedSpy.calls).toEqual([['last', 2, position]]);
});

test('throttle starts a new window at each call that runs, again and again', { description: "Over several windows in a row, the first call after each window runs right away and starts a new window, and the calls that follow it inside that window are dropped." }, async () => {
  const spy = createSpy();
  const throttled = wrap(throttle, spy, 150);
  throttled('a');
  throttled('dropped 1');
  await sleep(250);
  throttled('b');
  throttled('dropped 2');
  await sleep(250);
  throttled('c');
  throttled('dropped 3');
  expect(spy.calls).toEqual([['a'], ['b'], ['c']]);
}, 3000);

test('Search updates once per pause: after "x" and then "yz", the status shows both values in turn', { description: "The Search status updates once after each pause in typing, each time showing the field's full current value, with no extra updates for single key presses." }, async () => {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Search');
  const statusEl = document.getElementById('search-status');
  await user.clear(field);
  await sleep(450);
  const shown = [];
  const observer = new MutationObserver(() => shown.push(statusEl.textContent.trim()));
  observer.observe(statusEl, { childList: true, characterData: true, subtree: true });
  try {
    await user.type(field, 'x');
    await sleep(450);
    expect(statusEl.textContent.trim()).toBe('Searching for: x');
    await user.type(field, 'yz');
    await sleep(450);
    expect(statusEl.textContent.trim()).toBe('Searching for: xyz');
    expect(shown).toEqual(['Searching for: x', 'Searching for: xyz']);
  } finally {
    observer.disconnect();
  }
}, 4000);
