// The tests share one page and run in order; the clock is virtual. The fake API accepts only the
// token `valid` and records the Authorization header of each request and each refresh.
function serve({ valid = 'fresh-1', refreshReply } = {}) {
  const log = { seen: [], refreshes: 0 };
  fakeApi.reset();
  fakeApi.get('/api/my-courses', ({ headers }) => {
    log.seen.push(headers.authorization ?? null);
    return headers.authorization === `Bearer ${valid}`
      ? [{ id: 1, title: 'CSS Grid' }]
      : fakeApi.reply({ status: 401, json: { error: 'Token expired' } });
  });
  fakeApi.post('/api/auth/refresh', () => {
    log.refreshes += 1;
    return refreshReply ?? fakeApi.reply({ delay: 100, json: { accessToken: valid } });
  });
  return log;
}

/** Settles the promise while moving the clock, so delays pass. */
async function settle(promise, ms = 5000) {
  let outcome;
  promise.then(
    (value) => (outcome = { value }),
    (error) => (outcome = { error }),
  );
  for (let waited = 0; !outcome && waited < ms; waited += 50) await sleep(50);
  return outcome ?? { pending: true };
}

test('adds the current token and resolves with the answer', async () => {
  const log = serve();
  setAccessToken('fresh-1');
  const { value: response } = await settle(authFetch('/api/my-courses'));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual([{ id: 1, title: 'CSS Grid' }]);
  expect(log.seen).toEqual(['Bearer fresh-1']);
  expect(log.refreshes).toBe(0);
});

test('keeps the caller’s method, body and headers', async () => {
  const seen = [];
  fakeApi.reset();
  fakeApi.post('/api/notes', ({ headers, body }) => {
    seen.push({
      auth: headers.authorization,
      course: headers['x-course'],
      type: headers['content-type'],
      body,
    });
    return fakeApi.reply({ status: 201, json: { id: 3 } });
  });
  setAccessToken('fresh-1');
  const options = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Course': '7' },
    body: JSON.stringify({ text: 'Remember gap' }),
  };
  const { value: response } = await settle(authFetch('/api/notes', options));
  expect(response.status).toBe(201);
  expect(seen).toHaveLength(1);
  expect(seen[0].auth).toBe('Bearer fresh-1');
  expect(seen[0].course).toBe('7');
  expect(seen[0].type).toBe('application/json');
  expect(seen[0].body).toEqual({ text: 'Remember gap' });
});

test('a 401 refreshes the token and repeats the request with the new one', async () => {
  const log = serve({ valid: 'fresh-2' });
  setAccessToken('old-token');
  const { value: response } = await settle(authFetch('/api/my-courses'));
  expect(response.status).toBe(200);
  expect(log.seen).toEqual(['Bearer old-token', 'Bearer fresh-2']);
  expect(log.refreshes).toBe(1);
  expect(getAccessToken()).toBe('fresh-2');
});

test('a second 401 after the refresh is returned, not refreshed again', async () => {
  const log = serve({
    valid: 'fresh-3',
    refreshReply: fakeApi.reply({ json: { accessToken: 'also-rejected' } }),
  });
  setAccessToken('old-token');
  const { value: response } = await settle(authFetch('/api/my-courses'));
  expect(response.status).toBe(401);
  expect(log.seen).toEqual(['Bearer old-token', 'Bearer also-rejected']);
  expect(log.refreshes).toBe(1);
});

test('a refused refresh logs out and rejects with Session expired', async () => {
  const log = serve({
    refreshReply: fakeApi.reply({
      status: 401,
      json: { error: 'Session over' },
    }),
  });
  setAccessToken('old-token');
  const before = loggedOut.length;
  const outcome = await settle(authFetch('/api/my-courses'));
  expect(outcome.error?.message).toBe('Session expired');
  expect(loggedOut.length - before).toBe(1);
  expect(log.seen).toEqual(['Bearer old-token']);
});

test('other error answers are returned as they are, without a refresh', async () => {
  fakeApi.reset();
  let refreshes = 0;
  fakeApi.get('/api/my-courses', () => fakeApi.reply({ status: 500, json: { error: 'Down' } }));
  fakeApi.post('/api/auth/refresh', () => {
    refreshes += 1;
    return { accessToken: 'x' };
  });
  setAccessToken('fresh-1');
  const { value: response } = await settle(authFetch('/api/my-courses'));
  expect(response.status).toBe(500);
  expect(refreshes).toBe(0);
});
