test('earlier requests are aborted', { description: 'When the text changes, the request for the earlier text is cancelled, not just ignored.' }, async () => {
  const aborted = [];
  fakeApi.reset();
  fakeApi.get('/api/search', ({ query }) => fakeApi.reply({ delay: 500, json: [query.q] }));
  mountApp();
  // The page's own fetch, watched: each request's signal tells whether it was aborted.
  const pageFetch = window.fetch;
  window.fetch = (url, options) => {
    options?.signal?.addEventListener('abort', () => aborted.push(String(url)));
    return pageFetch(url, options);
  };
  try {
    const field = screen.getByLabelText('Search');
    fireEvent.change(field, { target: { value: 'a' } });
    await sleep(50);
    fireEvent.change(field, { target: { value: 'ab' } });
    await sleep(1000);
  } finally {
    window.fetch = pageFetch;
  }
  expect(aborted).toEqual(['/api/search?q=a']);
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
