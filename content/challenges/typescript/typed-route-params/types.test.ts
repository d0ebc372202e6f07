// @test ParamNames finds every parameter of a path
type _v1 = Expect<Equal<ParamNames<'/users/:id/posts/:postId'>, 'id' | 'postId'>>;
type _v2 = Expect<Equal<ParamNames<'/users/:id'>, 'id'>>;

// @test a path without parameters has none
type _v3 = Expect<Equal<ParamNames<'/about'>, never>>;

// @test RouteParams has one string per parameter
type _v4 = Expect<Equal<RouteParams<'/users/:id/posts/:postId'>, { id: string; postId: string }>>;

// @test buildPath needs every parameter
const _v5 = () => buildPath('/users/:id/posts/:postId', { id: '1', postId: '2' });
// @ts-expect-error: postId is missing
const _v6 = () => buildPath('/users/:id/posts/:postId', { id: '1' });

// @test matchPath returns the path's parameters or null
const _v7 = () => matchPath('/teams/:team', '/teams/red');
type _v8 = Expect<Equal<ReturnType<typeof _v7>, { team: string } | null>>;
