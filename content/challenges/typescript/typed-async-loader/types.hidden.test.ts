// @test nothing is any
// @description No type along the way is any: a course's lessons are fully typed.
type _h1 = Expect<Equal<IsAny<Course['lessons'][number]['minutes']>, false>>;
type _h2 = Expect<Equal<IsAny<Course>, false>>;
