// @test Shape is told apart by kind: circle, square or rectangle
type _v1 = Expect<Equal<Shape['kind'], 'circle' | 'square' | 'rectangle'>>;

// @test area takes a Shape
type _v2 = Expect<Equal<Parameters<typeof area>[0], Shape>>;

// @test area returns a number
type _v3 = Expect<Equal<ReturnType<typeof area>, number>>;
