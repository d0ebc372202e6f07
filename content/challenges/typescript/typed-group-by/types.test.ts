const _orders = [
  { id: 1, status: 'paid' },
  { id: 2, status: 'open' },
] as const;
const _groups = groupBy(_orders, (order) => order.status);

// @test the groups' keys are the key's own literal type
type _v1 = Expect<Equal<keyof typeof _groups, 'paid' | 'open'>>;

// @test each group is a list of the items
type _v2 = Expect<Equal<(typeof _groups)['paid'], (typeof _orders)[number][] | undefined>>;
