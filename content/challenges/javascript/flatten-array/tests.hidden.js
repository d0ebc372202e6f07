test('items that are not arrays (objects, null, undefined, strings) are kept as they are', () => {
  const point = { x: 1 };
  const result = flatten([0, null, [point, ['text', [undefined, false]]], '']);
  expect(result).toEqual([0, null, point, 'text', undefined, false, '']);
  expect(result[2] === point).toBe(true);
  expect(flatten(['ab', ['cd']], 1)).toEqual(['ab', 'cd']);
});

test('depth 1 unwraps every array at the top level, but nothing deeper', () => {
  expect(flatten([[1, [2]], [[3]], 4, [5, 6]], 1)).toEqual([1, [2], [3], 4, 5, 6]);
  expect(flatten([[[['deep']]]], 2)).toEqual([['deep']]);
});

test('a depth larger than the nesting, or very deep nesting, flattens everything', () => {
  expect(flatten([1, [2, [3]]], 10)).toEqual([1, 2, 3]);
  let deep = ['bottom'];
  for (let level = 0; level < 100; level += 1) deep = [level, deep];
  const result = flatten(deep);
  expect(result.length).toBe(101);
  expect(result[0]).toBe(99);
  expect(result.at(-1)).toBe('bottom');
});
