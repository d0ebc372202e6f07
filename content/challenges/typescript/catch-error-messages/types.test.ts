// @test ApiError has a number status and a string message
type _v1 = Expect<Equal<ApiError, { status: number; message: string }>>;

// @test isApiError is a type guard for ApiError
type _v2 = Expect<Equal<typeof isApiError, (value: unknown) => value is ApiError>>;

// @test getErrorMessage takes unknown and returns a string
type _v3 = Expect<Equal<typeof getErrorMessage, (error: unknown) => string>>;

// @test attempt takes an action and returns a message or null
type _v4 = Expect<Equal<typeof attempt, (action: () => void) => string | null>>;
