// @test RouteName is exactly the three route names
type _v1 = Expect<Equal<RouteName, 'home' | 'dashboard' | 'profile'>>;

// @test pathOf refuses an unknown route
// @ts-expect-error: 'hmoe' is not a route
pathOf('hmoe');
