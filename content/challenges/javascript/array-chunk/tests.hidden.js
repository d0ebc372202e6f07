test('leftovers of more than one item stay together in the last chunk', { description: "When several items are left over, they all stay together, in their original order, in one shorter last chunk." }, () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
  expect(chunk(letters, 4)).toEqual([
    ['a', 'b', 'c', 'd'],
    ['e', 'f', 'g', 'h'],
    ['i', 'j'],
  ]);
  expect(chunk([1, 2, 3, 4, 5, 6, 7, 8], 5)).toEqual([
    [1, 2, 3, 4, 5],
    [6, 7, 8],
  ]);
});

test('size 1 gives one chunk per item, and a size equal to the length gives one chunk', { description: "A size of 1 puts every item in its own chunk, and a size exactly equal to the array's length gives a single chunk holding every item." }, () => {
  expect(chunk([10, 20, 30], 1)).toEqual([[10], [20], [30]]);
  expect(chunk([10, 20, 30], 3)).toEqual([[10, 20, 30]]);
});

test('objects stay in their original order inside the chunks, and the input is not changed', { description: "Chunks of objects hold the very same objects (not copies) in their original order, and the array you were given keeps all its items, unchanged." }, () => {
  const tasks = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }];
  const before = [...tasks];
  const result = chunk(tasks, 2);
  expect(result.map((group) => group.map((task) => task.id))).toEqual([[1, 2], [3, 4], [5]]);
  expect(result[2][0] === tasks[4]).toBe(true);
  expect(tasks.length).toBe(5);
  expect(tasks.every((task, i) => task === before[i])).toBe(true);
});

test('a negative size gives []', { description: "Any size below 1, negative sizes included, gives an empty array." }, () => {
  expect(chunk([1, 2, 3], -1)).toEqual([]);
  expect(chunk([1, 2, 3, 4], -2)).toEqual([]);
});
