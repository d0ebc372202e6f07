// @test applyUpdate takes a User and a UserUpdate
// @description applyUpdate takes a user and an update and returns a whole user.
type _h1 = Expect<Equal<typeof applyUpdate, (user: User, update: UserUpdate) => User>>;

// @test an update cannot set the password hash
// @description An update that tries to set a field the form may not change is a type error.
// @ts-expect-error: passwordHash is not part of an update
const _h2: UserUpdate = { passwordHash: '' };
