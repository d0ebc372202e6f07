test('earlier requests are aborted', { description: 'When the text changes, the request for the earlier text is cancelled, not just ignored.' }, async () => {
  fakeApi.reset();
  fakeApi.get('/api/search', ({ query }) => fakeApi.reply({ delay: 500, json: [query.q] }));
  mountApp();
  const field = screen.getByLabelText('Search');
  fireEvent.change(field, { target: { value: 'a' } });
  await sleep(50);
  fireEvent.change(field, { target: { value: 'ab' } });
  await sleep(1000);
  // As the fake API saw them: each request's own signal tells whether the page aborted it.
  const aborted = fakeApi.calls.filter((call) => call.aborted).map((call) => call.query.q);
  expect(aborted).toEqual(['a']);
});

test('an empty field sends nothing', { description: 'Clearing the field shows no results and sends no request.' }, async () => {
  const seen = [];
  fakeApi.reset();
  fakeApi.get('/api/search', ({ query }) => {
    seen.push(query.q);
    return [query.q];
  });
  mountApp();
  const field = screen.getByLabelText('Search');
  fireEvent.change(field, { target: { value: 'x' } });
  await sleep(100);
  fireEvent.change(field, { target: { value: '' } });
  await sleep(100);
  expect(seen).toEqual(['x']);
  expect(screen.queryAllByRole('listitem')).toEqual([]);
});
