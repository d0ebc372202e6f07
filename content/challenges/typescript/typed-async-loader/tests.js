test('loadCourse resolves with the course', async () => {
  expect(await loadCourse(3)).toEqual({ id: 3, title: 'Course 3', lessons: [{ title: 'Intro', minutes: 5 }] });
});

test('totalMinutes adds up the lessons', () => {
  const course = { id: 1, title: 'A', lessons: [{ title: 'a', minutes: 5 }, { title: 'b', minutes: 12 }] };
  expect(totalMinutes(course)).toBe(17);
});
