test('groups of words by length', { description: 'Grouping by a computed number keeps each group in the original order.' }, () => {
  expect({ ...groupBy(['ab', 'c', 'de', 'f', 'ghi'], (word) => word.length) }).toEqual({
    1: ['c', 'f'],
    2: ['ab', 'de'],
    3: ['ghi'],
  });
});
