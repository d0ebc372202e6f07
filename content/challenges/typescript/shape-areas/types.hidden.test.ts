// @test a circle needs its radius
// @description A shape that misses one of its properties is a type error.
// @ts-expect-error: a circle without a radius is not a Shape
const _h1: Shape = { kind: 'circle' };

// @test a rectangle has a width and a height
// @description Each kind of shape has exactly the properties it needs.
type _h2 = Expect<Equal<Extract<Shape, { kind: 'rectangle' }>, { kind: 'rectangle'; width: number; height: number }>>;
