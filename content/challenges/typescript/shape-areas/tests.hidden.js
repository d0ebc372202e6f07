test('a circle of radius 2.5', { description: 'A circle with a radius that is not a whole number.' }, () => {
  expect(area({ kind: 'circle', radius: 2.5 })).toBeCloseTo(Math.PI * 6.25, 0.0001);
});
