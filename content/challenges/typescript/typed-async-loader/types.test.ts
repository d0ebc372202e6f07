// @test Course is what loadCourse resolves with
type _v1 = Expect<Equal<Course, { id: number; title: string; lessons: { title: string; minutes: number }[] }>>;

// @test loadAll resolves with courses
type _v2 = Expect<Equal<ReturnType<typeof loadAll>, Promise<Course[]>>>;
