// The result is spread into a plain object, so an object made with Object.create(null) also passes.
const groupsOf = (items, key) => {
  const result = groupBy(items, key);
  return result && typeof result === 'object' ? { ...result } : result;
};

const people = [
  { name: 'Ana', team: 'red' },
  { name: 'Ben', team: 'blue' },
  { name: 'Cleo', team: 'red' },
  { name: 'Dev', team: 'green' },
];

test('groups objects by a property name', () => {
  expect(groupsOf(people, 'team')).toEqual({
    red: [people[0], people[2]],
    blue: [people[1]],
    green: [people[3]],
  });
});

test('groups items by what a function returns', () => {
  expect(groupsOf(['apple', 'avocado', 'banana', 'cherry'], (word) => word[0])).toEqual({
    a: ['apple', 'avocado'],
    b: ['banana'],
    c: ['cherry'],
  });
  expect(groupsOf([1.2, 2.5, 1.7, 3.1], Math.floor)).toEqual({
    1: [1.2, 1.7],
    2: [2.5],
    3: [3.1],
  });
});

test('keeps the original order inside each group', () => {
  const words = ['kiwi', 'fig', 'plum', 'pear', 'date', 'lime'];
  expect(groupsOf(words, 'length')).toEqual({
    3: ['fig'],
    4: ['kiwi', 'plum', 'pear', 'date', 'lime'],
  });
});

test('an empty array gives an empty object', () => {
  expect(groupsOf([], 'team')).toEqual({});
});

test('works without the built-in Object.groupBy', () => {
  const builtIn = Object.getOwnPropertyDescriptor(Object, 'groupBy');
  delete Object.groupBy;
  try {
    expect(groupsOf(people, (person) => person.name.length)).toEqual({
      3: [people[0], people[1], people[3]],
      4: [people[2]],
    });
  } finally {
    if (builtIn) Object.defineProperty(Object, 'groupBy', builtIn);
  }
});
