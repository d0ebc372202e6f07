// @test the wrapped function checks its arguments
// @description The wrapped function takes the same arguments as the original: a wrong argument is a type error.
// @ts-expect-error: fetchUser takes a number
const _h1 = () => safeFetchUser('1');

// @test the value is never any
// @description The value of a successful Result keeps its type, never any.
type _h2 = Expect<Equal<IsAny<Extract<Awaited<ReturnType<typeof safeFetchUser>>, { ok: true }>['value']>, false>>;
