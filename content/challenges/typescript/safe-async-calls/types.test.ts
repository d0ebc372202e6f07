// @test Result is ok with a value or not ok with an error, which defaults to Error
type _v1 = Expect<Equal<Result<number>, { ok: true; value: number } | { ok: false; error: Error }>>;
type _v2 = Expect<Equal<Result<number, string>, { ok: true; value: number } | { ok: false; error: string }>>;

// @test SafeResult unwraps the promise an async function returns
declare function _v3Load(slug: string, page: number): Promise<string[]>;
type _v3 = Expect<Equal<SafeResult<typeof _v3Load>, Result<string[], Error>>>;

// @test safe keeps the function's parameters and resolves with a Result
const _v4 = safe(async (a: string, b: number) => a.length + b);
type _v5 = Expect<Equal<Parameters<typeof _v4>, [a: string, b: number]>>;
type _v6 = Expect<Equal<ReturnType<typeof _v4>, Promise<Result<number, Error>>>>;

// @test safeFetchUser resolves with a Result of ApiUser
type _v7 = Expect<Equal<ReturnType<typeof safeFetchUser>, Promise<Result<ApiUser, Error>>>>;
type _v8 = Expect<Equal<Parameters<typeof userLabel>[0], Result<ApiUser, Error>>>;
