// The tests share one page and run in order.
function serveProfile() {
  const seen = [];
  fakeApi.reset();
  fakeApi.get('/api/profile', ({ headers }) => {
    seen.push(headers.authorization ?? null);
    return headers.authorization === 'Bearer t-1'
      ? { name: 'Asha' }
      : fakeApi.reply({ status: 401, json: { error: 'Please log in.' } });
  });
  return seen;
}

test('loadProfile sends the token and returns the data', async () => {
  const seen = serveProfile();
  setToken('t-1');
  expect(await loadProfile()).toEqual({ name: 'Asha' });
  expect(seen).toEqual(['Bearer t-1']);
});

test('the token is read at the time of each request', async () => {
  const seen = serveProfile();
  setToken('t-2');
  await loadProfile().catch(() => undefined);
  expect(seen).toEqual(['Bearer t-2']);
});

test('no token, no header', async () => {
  const seen = serveProfile();
  setToken(null);
  await loadProfile().catch(() => undefined);
  expect(seen).toEqual([null]);
});

test('a 401 ends the session once and the call still fails', async () => {
  serveProfile();
  setToken('expired');
  const before = sessionEnds.length;
  const failure = await loadProfile().then(
    () => 'answered',
    (error) => error.response.status,
  );
  expect(failure).toBe(401);
  expect(sessionEnds.length - before).toBe(1);
});
