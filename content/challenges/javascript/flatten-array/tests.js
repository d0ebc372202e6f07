test('without a depth, arrays nested at any level are flattened completely', () => {
  expect(flatten([1, [2, [3, [4, [5]]]]])).toEqual([1, 2, 3, 4, 5]);
  expect(flatten(['a', ['b'], [['c']], 'd'])).toEqual(['a', 'b', 'c', 'd']);
  expect(flatten([1, 2, 3])).toEqual([1, 2, 3]);
});

test('depth 1 unwraps one level and depth 2 unwraps two', () => {
  const nested = [1, [2, [3, [4]]]];
  expect(flatten(nested, 1)).toEqual([1, 2, [3, [4]]]);
  expect(flatten(nested, 2)).toEqual([1, 2, 3, [4]]);
  expect(flatten(nested, 3)).toEqual([1, 2, 3, 4]);
});

test('depth 0 returns an equal copy, not the same array', () => {
  const nested = [1, [2, [3]]];
  const result = flatten(nested, 0);
  expect(result).toEqual([1, [2, [3]]]);
  expect(result === nested).toBe(false);
});

test('empty arrays contribute no items', () => {
  expect(flatten([[], [1, []], [[2]], []])).toEqual([1, 2]);
  expect(flatten([])).toEqual([]);
});

test('the input array and the arrays inside it are left unchanged', () => {
  const inner = [3, [4]];
  const nested = [1, [2, inner]];
  flatten(nested);
  flatten(nested, 1);
  expect(nested).toEqual([1, [2, [3, [4]]]]);
  expect(inner).toEqual([3, [4]]);
});

test('works while the built-in Array.prototype.flat is not available', () => {
  const builtIn = Object.getOwnPropertyDescriptor(Array.prototype, 'flat');
  delete Array.prototype.flat;
  try {
    expect(flatten([1, [2, [3, [4]]]])).toEqual([1, 2, 3, 4]);
    expect(flatten([1, [2, [3, [4]]]], 1)).toEqual([1, 2, [3, [4]]]);
  } finally {
    Object.defineProperty(Array.prototype, 'flat', builtIn);
  }
});
