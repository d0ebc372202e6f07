const cloneOf = (value) => {
  expect(typeof deepClone).toBe('function');
  return deepClone(value);
};

test('a cycle deeper down, between two nested objects, is cloned without an endless loop', { description: "Cycles deeper in the structure, such as two nested objects that point to each other or a nested object that contains itself, are cloned without looping forever, and the links in the clone point to the copies, not to the originals." }, () => {
  const first = { name: 'first' };
  const second = { name: 'second', prev: first };
  first.next = second;
  const loop = { name: 'loop' };
  loop.self = loop;
  const original = { list: [first, second], loop };
  const copy = cloneOf(original);
  expect({
    firstIsNew: copy.list[0] !== first,
    secondIsNew: copy.list[1] !== second,
    nextIsCopiedSecond: copy.list[0].next === copy.list[1],
    prevIsCopiedFirst: copy.list[1].prev === copy.list[0],
    loopIsNew: copy.loop !== loop,
    loopSelfIsCopy: copy.loop.self === copy.loop,
  }).toEqual({
    firstIsNew: true,
    secondIsNew: true,
    nextIsCopiedSecond: true,
    prevIsCopiedFirst: true,
    loopIsNew: true,
    loopSelfIsCopy: true,
  });
  expect(copy.list[1].prev.name).toBe('first');
});

test('a shared array becomes one copied array, and empty objects and arrays are copied too', { description: "An array that appears in several places becomes one new array used in each of those places, and empty objects and empty arrays are also returned as new copies." }, () => {
  const tags = ['a', 'b'];
  const empty = {};
  const original = { left: tags, right: { again: tags }, empty, none: [] };
  const copy = cloneOf(original);
  expect({
    arrayIsNew: copy.left !== tags,
    arrayCopiedOnce: copy.left === copy.right.again,
    isArray: Array.isArray(copy.left),
    emptyObjectIsNew: copy.empty !== empty,
    emptyArrayIsNew: copy.none !== original.none,
  }).toEqual({
    arrayIsNew: true,
    arrayCopiedOnce: true,
    isArray: true,
    emptyObjectIsNew: true,
    emptyArrayIsNew: true,
  });
  copy.left.push('c');
  expect(tags).toEqual(['a', 'b']);
  expect(copy.empty).toEqual({});
  expect(copy.none).toEqual([]);
});

test('a Date on its own becomes a new Date, a function on its own comes back as is, and both work inside arrays', { description: "A Date passed directly comes back as a new Date with the same time and a function passed directly comes back as the same function; dates and functions inside arrays of objects follow the same rules." }, () => {
  const when = new Date(2020, 5, 1);
  const whenCopy = cloneOf(when);
  const handler = () => 'handled';
  const events = [{ at: new Date(86400000), run: handler }];
  const copy = cloneOf(events);
  expect({
    dateIsDate: whenCopy instanceof Date,
    dateIsNew: whenCopy !== when,
    sameTime: whenCopy?.getTime?.() === when.getTime(),
    functionIsSame: cloneOf(handler) === handler,
    innerDateIsNew: copy[0].at !== events[0].at,
    innerDateSameTime: copy[0].at?.getTime?.() === 86400000,
    innerFunctionIsSame: copy[0].run === handler,
  }).toEqual({
    dateIsDate: true,
    dateIsNew: true,
    sameTime: true,
    functionIsSame: true,
    innerDateIsNew: true,
    innerDateSameTime: true,
    innerFunctionIsSame: true,
  });
});
