// @test AgeError lists exactly the three errors
// @description The age errors are a closed list of three names, not any string.
type _h1 = Expect<Equal<AgeError, 'empty' | 'not-a-number' | 'out-of-range'>>;

// @test value cannot be read without checking ok
// @description Reading the value without first checking ok is a type error.
declare const _unchecked: Result<number, AgeError>;
// @ts-expect-error: value exists only when ok is true
const _v = _unchecked.value;
