// @test isUser is a type guard for User
type _v1 = Expect<Equal<typeof isUser, (value: unknown) => value is User>>;

// @test parseUsers takes unknown data and returns User[]
type _v2 = Expect<Equal<typeof parseUsers, (data: unknown) => User[]>>;

// @test after isUser, the value is a User
declare const _raw: unknown;
if (isUser(_raw)) {
  const _name: string = _raw.name;
}
