// @test email is optional and a string
// @description A user's e-mail is optional, and a string when it is there.
type _h1 = Expect<Equal<User['email'], string | undefined>>;
const _noEmail: User = { id: 1, name: 'Asha' };
