const _users = [
  { id: 1, name: 'Asha' },
  { id: 2, name: 'Ravi' },
];

// @test first of a number[] is number | undefined
type _v1 = Expect<Equal<ReturnType<typeof first<number>>, number | undefined>>;

// @test last keeps the item type
const _lastUser = last(_users);
type _v2 = Expect<Equal<typeof _lastUser, { id: number; name: string } | undefined>>;

// @test pluck of a string key is a string[]
const _names = pluck(_users, 'name');
type _v3 = Expect<Equal<typeof _names, string[]>>;
