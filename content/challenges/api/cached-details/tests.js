// The tests share one page and run in order; each uses lesson ids of its own.
function serve() {
  const asked = [];
  fakeApi.reset();
  fakeApi.get('/api/lessons/:id', ({ params }) => {
    asked.push(params.id);
    return { id: Number(params.id), title: `Lesson ${params.id}`, minutes: 5 };
  });
  return asked;
}

test('resolves with the lesson', async () => {
  serve();
  expect(await getLesson(11)).toEqual({ id: 11, title: 'Lesson 11', minutes: 5 });
});

test('a second call for the same lesson sends no request', async () => {
  const asked = serve();
  await getLesson(12);
  const again = await getLesson(12);
  expect(again.title).toBe('Lesson 12');
  expect(asked).toEqual(['12']);
});

test('calls at the same time share one request', async () => {
  const asked = serve();
  const [a, b] = await Promise.all([getLesson(13), getLesson(13)]);
  expect(a).toEqual(b);
  expect(asked).toEqual(['13']);
});

test('different lessons each get their request', async () => {
  const asked = serve();
  await getLesson(14);
  await getLesson(15);
  expect(asked).toEqual(['14', '15']);
});
