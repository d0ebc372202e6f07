test('text with spaces and symbols', { description: 'Text with spaces or symbols such as & is sent encoded, so the API gets exactly what was typed.' }, async () => {
  const queries = [];
  fakeApi.reset();
  fakeApi.get('/api/courses', ({ query }) => {
    queries.push(query.q);
    return [];
  });
  document.getElementById('search').value = ' html & css ';
  fireEvent.input(document.getElementById('search'));
  await sleep(400);
  expect(queries).toEqual(['html & css']);
});
