test('chunk([1, 2, 3, 4], 2) splits evenly into [[1, 2], [3, 4]]', () => {
  expect(chunk([1, 2, 3, 4], 2)).toEqual([
    [1, 2],
    [3, 4],
  ]);
  expect(chunk(['a', 'b', 'c', 'd', 'e', 'f'], 3)).toEqual([
    ['a', 'b', 'c'],
    ['d', 'e', 'f'],
  ]);
});

test('leftover items go into a shorter last chunk', () => {
  expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  expect(chunk([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
});

test('a size larger than the array gives one chunk with every item', () => {
  expect(chunk(['a', 'b', 'c'], 5)).toEqual([['a', 'b', 'c']]);
});

test('an empty array, or a size below 1, gives []', () => {
  expect(chunk([], 3)).toEqual([]);
  expect(chunk([1, 2, 3], 0)).toEqual([]);
});

test('the original array is left unchanged and a new array is returned', () => {
  const numbers = [1, 2, 3, 4, 5];
  const result = chunk(numbers, 2);
  expect(numbers).toEqual([1, 2, 3, 4, 5]);
  expect(result === numbers).toBe(false);
});
