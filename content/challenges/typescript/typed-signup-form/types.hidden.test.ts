import type { SignupValues as HiddenValues } from './App';

// @test the form's values are a name and a newsletter choice
// @description The form's values are exactly a name (text) and the newsletter choice (true or false).
type _h1 = Expect<Equal<HiddenValues, { name: string; newsletter: boolean }>>;
