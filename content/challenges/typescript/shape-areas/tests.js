test('a square of side 3 has an area of 9', () => {
  expect(area({ kind: 'square', side: 3 })).toBe(9);
});

test('a rectangle of 2 by 5 has an area of 10', () => {
  expect(area({ kind: 'rectangle', width: 2, height: 5 })).toBe(10);
});

test('a circle of radius 1 has an area of π', () => {
  expect(area({ kind: 'circle', radius: 1 })).toBeCloseTo(Math.PI, 0.0001);
});
