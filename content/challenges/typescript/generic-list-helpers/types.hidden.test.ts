const _people = [{ id: 1, name: 'Asha', age: 31 }] as const;

// @test pluck refuses a key the items do not have
// @description Plucking a property the items do not have is a type error.
// @ts-expect-error: 'email' is not a key of the items
pluck(_people, 'email');

// @test pluck keeps each key's own type
// @description Plucking a number property gives numbers, not a mix of every property's type.
const _ages = pluck([{ id: 1, name: 'Asha', age: 31 }], 'age');
type _h1 = Expect<Equal<typeof _ages, number[]>>;

// @test the helpers take read-only arrays
// @description Read-only arrays are accepted.
const _frozen: readonly number[] = [1, 2, 3];
type _h2 = Expect<Equal<typeof _frozen extends Parameters<typeof first<number>>[0] ? true : false, true>>;
