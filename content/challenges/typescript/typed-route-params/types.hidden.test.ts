// @test three parameters, one in the middle
// @description ParamNames finds every parameter of a longer path, wherever each one is.
type _h1 = Expect<Equal<ParamNames<'/orgs/:org/repos/:repo/issues/:number'>, 'org' | 'repo' | 'number'>>;
type _h2 = Expect<Equal<RouteParams<'/orgs/:org/settings'>, { org: string }>>;

// @test no extra parameters
// @description A parameter the path does not have is a type error.
// @ts-expect-error: the path has no name parameter
const _h3 = () => buildPath('/users/:id', { id: '1', name: 'asha' });
