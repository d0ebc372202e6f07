// @test read-only arrays are accepted
// @description A read-only array of amounts is accepted and gives a list of strings.
const _prices = [1, 2] as const;
const _formatted = formatPrice(_prices);
type _h1 = Expect<Equal<typeof _formatted, string[]>>;

// @test other inputs are refused
// @description Passing text instead of an amount is a type error.
// @ts-expect-error: text is not an amount
formatPrice('120');
