// @test a number gives a string
const _one = formatPrice(120);
type _v1 = Expect<Equal<typeof _one, string>>;

// @test an array gives a list of strings
const _many = formatPrice([120, 90]);
type _v2 = Expect<Equal<typeof _many, string[]>>;
