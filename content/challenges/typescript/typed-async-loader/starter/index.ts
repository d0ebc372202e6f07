async function loadCourse(id: number): Promise<any> {
  return { id };
}

type Course = any;

function totalMinutes(course: Course): number {
  return 0;
}

async function loadAll(ids: readonly number[]): Promise<Course[]> {
  return [];
}
