// @test Role is the union of the three role values
type _v1 = Expect<Equal<Role, 'admin' | 'editor' | 'viewer'>>;

// @test Role.Editor keeps its exact value
type _v2 = Expect<Equal<typeof Role.Editor, 'editor'>>;

// @test isRole is a type guard for Role
type _v3 = Expect<Equal<typeof isRole, (value: string) => value is Role>>;

// @test can only takes known permissions
type _v4 = Expect<Equal<Parameters<typeof can>, [role: Role, permission: Permission]>>;
// @ts-expect-error: 'publish' is not a Permission
const _v5 = () => can('admin', 'publish');

// @test rolesWith returns roles
type _v6 = Expect<Equal<ReturnType<typeof rolesWith>, Role[]>>;
