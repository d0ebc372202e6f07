// @test the permissions table is read-only
// @description The lists of permissions are read-only: adding a permission to one is a type error.
// @ts-expect-error: the lists are read-only
const _h1 = () => permissions.viewer.push('write');

// @test the table has exactly the three roles with exact permissions
// @description The permissions table has one entry per role, and each list keeps its exact permissions.
type _h2 = Expect<Equal<keyof typeof permissions, Role>>;
type _h3 = Expect<Equal<(typeof permissions)['editor'][number], 'read' | 'write'>>;
