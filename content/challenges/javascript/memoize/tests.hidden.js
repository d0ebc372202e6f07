const memo = (fn) => {
  expect(typeof memoize).toBe('function');
  return memoize(fn);
};

test('numbers and strings are different arguments in any position: (1, 2) and ("1", 2)', { description: "A number and a string that look alike are different arguments in any position, and one argument that contains a comma is not mistaken for two separate arguments." }, () => {
  const add = createSpy((a, b) => a + b);
  const fastAdd = memo(add);
  expect(fastAdd(1, 2)).toBe(3);
  expect(fastAdd('1', 2)).toBe('12');
  expect(fastAdd(1, '2')).toBe('12');
  expect(fastAdd('1', 2)).toBe('12');
  expect(add).toHaveBeenCalledTimes(3);

  const join = createSpy((...parts) => parts.join('|'));
  const fastJoin = memo(join);
  expect(fastJoin('a,b')).toBe('a,b');
  expect(fastJoin('a', 'b')).toBe('a|b');
  expect(join).toHaveBeenCalledTimes(2);
});

test('three or more arguments and calls with no arguments are cached too', { description: "Calls with three or more arguments are cached by all of them, and a call with no arguments at all is cached as well." }, () => {
  const volume = createSpy((w, h, d) => w * h * d);
  const fastVolume = memo(volume);
  expect(fastVolume(2, 3, 4)).toBe(24);
  expect(fastVolume(2, 3, 5)).toBe(30);
  expect(fastVolume(2, 3, 4)).toBe(24);
  expect(volume).toHaveBeenCalledTimes(2);

  const now = createSpy(() => 'computed');
  const fastNow = memo(now);
  expect(fastNow()).toBe('computed');
  expect(fastNow()).toBe('computed');
  expect(now).toHaveBeenCalledTimes(1);
});

test('results false, null and "" are remembered, each under its own arguments', { description: "Falsy results such as false, null and the empty string are remembered, each under its own arguments, so repeating those calls does not call the original again." }, () => {
  const pick = createSpy((kind) => ({ no: false, none: null, blank: '' })[kind]);
  const fastPick = memo(pick);
  for (let round = 0; round < 3; round += 1) {
    expect(fastPick('no')).toBe(false);
    expect(fastPick('none')).toBe(null);
    expect(fastPick('blank')).toBe('');
  }
  expect(pick).toHaveBeenCalledTimes(3);
});
