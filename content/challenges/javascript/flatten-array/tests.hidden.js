test('items that are not arrays (objects, null, undefined, strings) are kept as they are', { description: "Items that are not arrays, such as objects, null, undefined, falsy values and strings, are kept as they are (objects stay the same objects, strings are not split)." }, () => {
  const point = { x: 1 };
  const result = flatten([0, null, [point, ['text', [undefined, false]]], '']);
  expect(result).toEqual([0, null, point, 'text', undefined, false, '']);
  expect(result[2] === point).toBe(true);
  expect(flatten(['ab', ['cd']], 1)).toEqual(['ab', 'cd']);
});

test('depth 1 unwraps every array at the top level, but nothing deeper', { description: "A given depth unwraps exactly that many levels for every array, wherever it sits in the list, and arrays nested deeper than that stay as arrays." }, () => {
  expect(flatten([[1, [2]], [[3]], 4, [5, 6]], 1)).toEqual([1, [2], [3], 4, 5, 6]);
  expect(flatten([[[['deep']]]], 2)).toEqual([['deep']]);
});

test('a depth larger than the nesting, or very deep nesting, flattens everything', { description: "A depth larger than the actual nesting flattens everything, and without a depth even very deeply nested arrays are flattened completely, in order." }, () => {
  expect(flatten([1, [2, [3]]], 10)).toEqual([1, 2, 3]);
  let deep = ['bottom'];
  for (let level = 0; level < 100; level += 1) deep = [level, deep];
  const result = flatten(deep);
  expect(result.length).toBe(101);
  expect(result[0]).toBe(99);
  expect(result.at(-1)).toBe('bottom');
});
