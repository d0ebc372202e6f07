type _VSignup = { email: string; age: number; terms: boolean };
declare const _vValues: _VSignup;

// @test FieldErrors has an optional message for each field
type _v1 = Expect<Equal<FieldErrors<_VSignup>, { email?: string; age?: string; terms?: string }>>;

// @test Touched has a boolean for each field
type _v2 = Expect<Equal<Touched<_VSignup>, { email: boolean; age: boolean; terms: boolean }>>;

// @test a validator gets its own field's type and all the values
type _VAgeCheck = NonNullable<Validators<_VSignup>['age']>;
type _v3 = Expect<Equal<Parameters<_VAgeCheck>, [value: number, values: _VSignup]>>;
type _v4 = Expect<Equal<ReturnType<_VAgeCheck>, string | undefined>>;

// @test setField returns the values' type and accepts a value of the field's type
const _v5 = setField(_vValues, 'age', 30);
type _v6 = Expect<Equal<typeof _v5, _VSignup>>;

// @test setField refuses a value of another field's type
// @ts-expect-error: age is a number
setField(_vValues, 'age', '30');

// @test setField refuses a key the values do not have
// @ts-expect-error: there is no field called name
setField(_vValues, 'name', 'Asha');
