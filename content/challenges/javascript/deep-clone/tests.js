const clone = (value) => {
  expect(typeof deepClone).toBe('function');
  return deepClone(value);
};

// Lists the places where the clone holds the very same object or array as the original,
// so a failure says where sharing happened: expected [], got ["address", "tags"].
const sharedPaths = (copy, original, path = '(top level)', seen = new Set()) => {
  if (typeof original !== 'object' || original === null || seen.has(original)) return [];
  seen.add(original);
  if (copy === original) return [path];
  if (typeof copy !== 'object' || copy === null) return [];
  return Object.keys(original).flatMap((key) =>
    sharedPaths(copy[key], original[key], path === '(top level)' ? key : `${path}.${key}`, seen),
  );
};
const kindOf = (value) => Object.prototype.toString.call(value).slice(8, -1);

test('primitives come back unchanged', () => {
  for (const value of [42, 'text', true, false, null, undefined, 0, '']) {
    expect(clone(value)).toBe(value);
  }
});

test('nested objects and arrays are equal to the original but none of them is shared', () => {
  const original = {
    name: 'Ana',
    address: { city: 'Lisbon', geo: { lat: 38.7, lng: -9.1 } },
    tags: ['css', ['grid', 'flexbox']],
    projects: [{ title: 'Portfolio', stars: 3 }],
  };
  const copy = clone(original);
  expect(copy).toEqual(original);
  expect(sharedPaths(copy, original)).toEqual([]);
  expect(kindOf(copy.tags)).toBe('Array');
});

test('changing the clone leaves the original intact', () => {
  const original = { address: { city: 'Lisbon' }, tags: ['css', ['grid']], scores: [1, 2] };
  const copy = clone(original);
  copy.address.city = 'Porto';
  copy.tags[1].push('subgrid');
  copy.scores.push(3);
  expect(original).toEqual({
    address: { city: 'Lisbon' },
    tags: ['css', ['grid']],
    scores: [1, 2],
  });
});

test('dates become new Date objects with the same time', () => {
  const joined = new Date(2024, 0, 15, 9, 30);
  const original = { joined, history: [new Date(0)] };
  const copy = clone(original);
  expect(kindOf(copy.joined)).toBe('Date');
  expect(kindOf(copy.history[0])).toBe('Date');
  expect(copy.joined.getTime()).toBe(joined.getTime());
  expect(copy.history[0].getTime()).toBe(0);
  expect(sharedPaths(copy, original)).toEqual([]);
});

test('functions are kept as the same function, and methods work on the clone', () => {
  const original = {
    name: 'Ana',
    greet() {
      return `Hi, ${this.name}`;
    },
  };
  const copy = clone(original);
  expect(copy.greet).toBe(original.greet);
  copy.name = 'Ben';
  expect(copy.greet()).toBe('Hi, Ben');
  expect(original.greet()).toBe('Hi, Ana');
});

test('an object used twice in the input becomes one copy used twice', () => {
  const shared = { theme: 'dark' };
  const original = { header: shared, footer: shared, list: [shared] };
  const copy = clone(original);
  expect(sharedPaths(copy, original)).toEqual([]);
  expect({
    footerIsHeader: copy.footer === copy.header,
    listItemIsHeader: copy.list[0] === copy.header,
  }).toEqual({ footerIsHeader: true, listItemIsHeader: true });
  expect(copy.footer.theme).toBe('dark');
});

test('objects and arrays that contain themselves are cloned without an endless loop', () => {
  const node = { id: 1, children: [] };
  node.self = node;
  node.children.push({ id: 2, parent: node });
  const copy = clone(node);
  expect({
    isNewObject: copy !== node,
    selfIsClone: copy.self === copy,
    childParentIsClone: copy.children[0].parent === copy,
  }).toEqual({ isNewObject: true, selfIsClone: true, childParentIsClone: true });
  expect(copy.children[0].id).toBe(2);

  const list = [1, 2];
  list.push(list);
  const listCopy = clone(list);
  expect({ isNewArray: listCopy !== list, lastItemIsClone: listCopy[2] === listCopy }).toEqual({
    isNewArray: true,
    lastItemIsClone: true,
  });
});
