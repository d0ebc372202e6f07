test('loadAll keeps the order of the ids', { description: 'loadAll resolves with every course, in the order the ids were given.' }, async () => {
  const courses = await loadAll([5, 2, 9]);
  expect(courses.map((course) => course.id)).toEqual([5, 2, 9]);
});
