// @test assertNever accepts only never
// @description assertNever refuses, at compile time, any value that is still possible.
// @ts-expect-error: a string is not never
assertNever('pending');
type _h1 = Expect<Equal<Parameters<typeof assertNever>[0], never>>;
