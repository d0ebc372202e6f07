// @test Result is ok with a value, or not ok with an error
type _v1 = Expect<Equal<Result<number, string>, { ok: true; value: number } | { ok: false; error: string }>>;

// @test parseAge returns a Result of a number or an AgeError
type _v2 = Expect<Equal<ReturnType<typeof parseAge>, Result<number, AgeError>>>;

// @test a value is only there when ok is true
declare const _r: Result<number, AgeError>;
if (_r.ok) {
  const _n: number = _r.value;
} else {
  const _e: AgeError = _r.error;
}
