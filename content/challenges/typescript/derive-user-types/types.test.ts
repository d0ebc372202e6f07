// @test PublicUser is a User without its passwordHash
type _VPublic = {
  id: number;
  name: string;
  email: string;
  role: 'admin' | 'member';
  createdAt: string;
};
type _v1 = Expect<Equal<PublicUser, _VPublic>>;

// @test UserPreview is the id and name
type _v2 = Expect<Equal<UserPreview, { id: number; name: string }>>;

// @test UserUpdate is the name, email and role, each optional
type _v3 = Expect<Equal<UserUpdate, { name?: string; email?: string; role?: 'admin' | 'member' }>>;

// @test UsersById maps a number id to a PublicUser
type _v4 = Expect<Equal<UsersById, Record<number, PublicUser>>>;

// @test toPublicUser takes a User and returns a PublicUser
type _v5 = Expect<Equal<typeof toPublicUser, (user: User) => PublicUser>>;
