type Circle = { kind: 'circle'; radius?: number };
type Square = { kind: 'square'; side: number };
type Rectangle = { kind: 'rectangle'; width: number; height: number };

type Shape = Circle | Square | Rectangle;

function area(shape: Shape): number {
  switch (shape.kind) {
    case 'circle':
      return Math.PI * (shape.radius ?? 0) ** 2;
    case 'square':
      return shape.side ** 2;
    case 'rectangle':
      return shape.width * shape.height;
  }
}
