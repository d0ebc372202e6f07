const memoized = (fn) => {
  expect(typeof memoize).toBe('function');
  const result = memoize(fn);
  expect(typeof result).toBe('function');
  return result;
};

test('the memoized function returns the same results as the original', () => {
  const add = memoized((a, b) => a + b);
  expect(add(2, 3)).toBe(5);
  expect(add(10, -4)).toBe(6);
  const shout = memoized((word) => `${word.toUpperCase()}!`);
  expect(shout('hey')).toBe('HEY!');
});

test('three calls with the same arguments call the original only once', () => {
  const square = createSpy((n) => n * n);
  const fastSquare = memoized(square);
  expect(fastSquare(4)).toBe(16);
  expect(fastSquare(4)).toBe(16);
  expect(fastSquare(4)).toBe(16);
  expect(square).toHaveBeenCalledTimes(1);
});

test('every argument is part of the key: (1, 2) and (1, 3) are cached separately', () => {
  const add = createSpy((a, b) => a + b);
  const fastAdd = memoized(add);
  expect(fastAdd(1, 2)).toBe(3);
  expect(fastAdd(1, 3)).toBe(4);
  expect(fastAdd(2, 1)).toBe(3);
  expect(fastAdd(1, 2)).toBe(3);
  expect(add).toHaveBeenCalledTimes(3);
});

test('the number 1 and the string "1" are different arguments', () => {
  const describe = createSpy((value) => typeof value);
  const fastDescribe = memoized(describe);
  expect(fastDescribe(1)).toBe('number');
  expect(fastDescribe('1')).toBe('string');
  expect(describe).toHaveBeenCalledTimes(2);
});

test('results like 0 and undefined are remembered too', () => {
  const zero = createSpy(() => 0);
  const fastZero = memoized(zero);
  expect(fastZero(5)).toBe(0);
  expect(fastZero(5)).toBe(0);
  expect(zero).toHaveBeenCalledTimes(1);

  const nothing = createSpy(() => undefined);
  const fastNothing = memoized(nothing);
  fastNothing('a');
  fastNothing('a');
  expect(nothing).toHaveBeenCalledTimes(1);
});

test('two memoized functions do not share a cache', () => {
  const double = memoized((n) => n * 2);
  const triple = memoized((n) => n * 3);
  expect(double(5)).toBe(10);
  expect(triple(5)).toBe(15);
});
