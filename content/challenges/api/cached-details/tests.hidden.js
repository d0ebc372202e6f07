test('a failure is tried again', { description: 'After a request for a lesson failed, the next call for it asks the API again.' }, async () => {
  let calls = 0;
  fakeApi.reset();
  fakeApi.get('/api/lessons/:id', ({ params }) => {
    calls += 1;
    return calls === 1
      ? fakeApi.reply({ status: 503, json: { error: 'Busy' } })
      : { id: Number(params.id), title: 'Back', minutes: 1 };
  });
  const first = await getLesson(21).then(() => 'answered', () => 'failed');
  expect(first).toBe('failed');
  expect((await getLesson(21)).title).toBe('Back');
  expect(calls).toBe(2);
});
