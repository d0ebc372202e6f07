// Hidden tests: run by the server's grader after tests.js, in the same page (the helpers are
// this file's own). The clock is virtual.
function serve({ valid = 'fresh-9', refreshReply } = {}) {
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

async function settleAll(promises, ms = 5000) {
  const outcomes = promises.map(() => undefined);
  promises.forEach((promise, index) =>
    promise.then(
      (value) => (outcomes[index] = { status: value.status }),
      (error) => (outcomes[index] = { error: error.message }),
    ),
  );
  for (let waited = 0; outcomes.includes(undefined) && waited < ms; waited += 50) await sleep(50);
  return outcomes;
}

test(
  'requests that get a 401 at the same time share one refresh',
  {
    description:
      'When several requests get a 401 at the same time, the token is refreshed once, and every request is repeated with the new token.',
  },
  async () => {
    const log = serve();
    setAccessToken('old-token');
    const outcomes = await settleAll([
      authFetch('/api/my-courses'),
      authFetch('/api/my-courses'),
      authFetch('/api/my-courses'),
    ]);
    expect(log.refreshes).toBe(1);
    expect(outcomes).toEqual([{ status: 200 }, { status: 200 }, { status: 200 }]);
    expect(log.seen.filter((header) => header === 'Bearer fresh-9')).toHaveLength(3);
  },
);

test(
  'a refused refresh with several requests waiting logs out once',
  {
    description:
      'When the refresh is refused while several requests wait for it, the user is logged out once and every request rejects with the session error.',
  },
  async () => {
    const log = serve({
      refreshReply: fakeApi.reply({
        status: 401,
        delay: 100,
        json: { error: 'Over' },
      }),
    });
    setAccessToken('old-token');
    const before = loggedOut.length;
    const outcomes = await settleAll([authFetch('/api/my-courses'), authFetch('/api/my-courses')]);
    expect(outcomes).toEqual([{ error: 'Session expired' }, { error: 'Session expired' }]);
    expect(loggedOut.length - before).toBe(1);
    expect(log.refreshes).toBe(1);
  },
);

test(
  'a refresh with no answer at all logs out',
  {
    description:
      'When the refresh request fails without any answer (no network), the user is logged out and the request rejects with the session error.',
  },
  async () => {
    serve({ refreshReply: fakeApi.reply({ networkError: true }) });
    setAccessToken('old-token');
    const before = loggedOut.length;
    const outcomes = await settleAll([authFetch('/api/my-courses')]);
    expect(outcomes).toEqual([{ error: 'Session expired' }]);
    expect(loggedOut.length - before).toBe(1);
  },
);
