async function loadCourse(id: number) {
  return { id, title: `Course ${id}`, lessons: [{ title: 'Intro', minutes: 5 }] };
}

type Course = Awaited<ReturnType<typeof loadCourse>>;

function totalMinutes(course: Course): number {
  return course.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
}

async function loadAll(ids: readonly number[]): Promise<Course[]> {
  return Promise.all([...ids].sort((a, b) => a - b).map((id) => loadCourse(id)));
}
