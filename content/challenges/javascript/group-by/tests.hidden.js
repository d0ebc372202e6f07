// The result is spread into a plain object, so an object made with Object.create(null) also passes.
const grouped = (items, key) => {
  const result = groupBy(items, key);
  return result && typeof result === 'object' ? { ...result } : result;
};

const orders = [
  { id: 1, status: 'paid', total: 30 },
  { id: 2, status: 'open', total: 5 },
  { id: 3, status: 'paid', total: 12 },
  { id: 4, status: 'refunded', total: 8 },
  { id: 5, status: 'open', total: 50 },
  { id: 6, status: 'paid', total: 7 },
];

test('groups by another property, with each group in the original order', { description: "Grouping by a property name works for any property, and each group keeps its items in their original order." }, () => {
  expect(grouped(orders, 'status')).toEqual({
    paid: [orders[0], orders[2], orders[5]],
    open: [orders[1], orders[4]],
    refunded: [orders[3]],
  });
});

test('a function key can return any group name, such as true and false', { description: "When key is a function, whatever it returns (a boolean or a label, for example) is used as the group name." }, () => {
  expect(grouped(orders, (order) => order.total >= 10)).toEqual({
    true: [orders[0], orders[2], orders[4]],
    false: [orders[1], orders[3], orders[5]],
  });
  expect(grouped([3, 8, 1, 6], (n) => (n % 2 === 0 ? 'even' : 'odd'))).toEqual({
    odd: [3, 1],
    even: [8, 6],
  });
});

test('every item lands in a group: one group per item when all keys differ', { description: "Every item ends up in a group: when all items have different keys, each one gets its own group, and a list with a single item gives a single group." }, () => {
  const result = grouped(orders, 'id');
  expect(Object.keys(result).length).toBe(6);
  expect(result[4]).toEqual([orders[3]]);
  expect(grouped(['solo'], (word) => word.length)).toEqual({ 4: ['solo'] });
});
