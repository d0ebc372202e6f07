// @test number keys stay numbers
// @description Grouping by a number gives groups keyed by numbers.
const _byLength = groupBy(['a', 'bb', 'cc'], (word) => word.length);
type _h1 = Expect<Equal<typeof _byLength, Partial<Record<number, string[]>>>>;

// @test a key function must return a valid key
// @description A key function that returns something that cannot be a key (an object) is a type error.
// @ts-expect-error: an object is not a property key
groupBy([1, 2], (n) => ({ n }));
