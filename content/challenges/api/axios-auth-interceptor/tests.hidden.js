test('other requests get no token', { description: 'Requests that do not go through the api instance (another site, plain axios) never carry the token.' }, async () => {
  const seen = [];
  fakeApi.reset();
  fakeApi.get('/public/news', ({ headers }) => {
    seen.push(headers.authorization ?? null);
    return [];
  });
  setToken('t-1');
  await axios.get('/public/news');
  expect(seen).toEqual([null]);
});

test('a server error is not a logout', { description: 'An answer that is an error other than 401 (the server failing) does not end the session.' }, async () => {
  fakeApi.reset();
  fakeApi.get('/api/profile', () => fakeApi.reply({ status: 500, json: { error: 'Down' } }));
  setToken('t-1');
  const before = sessionEnds.length;
  await loadProfile().catch(() => undefined);
  expect(sessionEnds.length).toBe(before);
});
