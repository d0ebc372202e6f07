// The clock is virtual: sleep(ms) moves the page's timers at once. Each test declares its API.
// The attempts are the requests the fake API received (fakeApi.calls), at the page's clock
// (clock.now()): a request the page answers itself, from a copy, is no attempt.
/**
 * A route that answers with `answers` in turn (a status, or 'network' for a failed request), then
 * 200. Returns when each request arrived, in ms from now.
 */
function scripted(answers) {
  fakeApi.reset();
  fakeApi.get('/api/quote', () => {
    const next = answers.shift();
    if (next === undefined) return { text: 'Ship it.' };
    if (next === 'network') return fakeApi.reply({ networkError: true });
    return fakeApi.reply({ status: next, json: { error: 'No' } });
  });
  const start = clock.now();
  return () => fakeApi.calls.filter((call) => call.path === '/api/quote').map((call) => call.at - start);
}

/** Settles the promise while moving the clock, so waits between retries pass. */
async function settle(promise, ms = 10000) {
  let outcome;
  promise.then(
    (value) => (outcome = { value }),
    (error) => (outcome = { error }),
  );
  for (let waited = 0; !outcome && waited < ms; waited += 100) await sleep(100);
  return outcome;
}

test('resolves with the JSON of an answer that works at once', async () => {
  const attempts = scripted([]);
  const outcome = await settle(fetchWithRetry('/api/quote'));
  expect(outcome.value).toEqual({ text: 'Ship it.' });
  expect(attempts().length).toBe(1);
});

test('retries a 503 and resolves with the answer that follows', async () => {
  const attempts = scripted([503, 503]);
  const outcome = await settle(fetchWithRetry('/api/quote'));
  expect(outcome.value).toEqual({ text: 'Ship it.' });
  expect(attempts().length).toBe(3);
});

test('gives up after 3 retries, saying how many attempts it made', async () => {
  const attempts = scripted([500, 500, 500, 500, 500]);
  const outcome = await settle(fetchWithRetry('/api/quote'));
  expect(outcome.error.message).toBe('Request failed after 4 attempts');
  expect(attempts().length).toBe(4);
});

test('a network failure is retried too', async () => {
  const attempts = scripted(['network']);
  const outcome = await settle(fetchWithRetry('/api/quote'));
  expect(outcome.value).toEqual({ text: 'Ship it.' });
  expect(attempts().length).toBe(2);
});
