type _HLogin = { username: string; password: string; remember: boolean };
declare const _hLogin: _HLogin;

// @test validators are optional, and only for known fields
// @description A form may have validators for some of its fields only, and none for a field it does not have.
const _h1: Validators<_HLogin> = {};
// @ts-expect-error: there is no field called email
const _h2: Validators<_HLogin> = { email: () => undefined };

// @test validate and untouched return the mapped types
// @description validate returns the form's FieldErrors and untouched its Touched type.
const _h3 = validate(_hLogin, {});
const _h4 = untouched(_hLogin);
type _h5 = Expect<Equal<typeof _h3, FieldErrors<_HLogin>>>;
type _h6 = Expect<Equal<typeof _h4, Touched<_HLogin>>>;
