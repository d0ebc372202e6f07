// The clock is virtual: sleep(ms) moves the page's timers at once. Each test declares its API.
/** A route that answers with `answers` in turn (a status, or 'network' for a failed request), then 200. */
function scripted(answers) {
  const times = [];
  const start = window.Date.now();
  fakeApi.reset();
  fakeApi.get('/api/quote', () => {
    times.push(window.Date.now() - start);
    const next = answers.shift();
    if (next === undefined) return { text: 'Ship it.' };
    if (next === 'network') return fakeApi.reply({ networkError: true });
    return fakeApi.reply({ status: next, json: { error: 'No' } });
  });
  return times;
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
  const times = scripted([]);
  const outcome = await settle(fetchWithRetry('/api/quote'));
  expect(outcome.value).toEqual({ text: 'Ship it.' });
  expect(times.length).toBe(1);
});

test('retries a 503 and resolves with the answer that follows', async () => {
  const times = scripted([503, 503]);
  const outcome = await settle(fetchWithRetry('/api/quote'));
  expect(outcome.value).toEqual({ text: 'Ship it.' });
  expect(times.length).toBe(3);
});

test('gives up after 3 retries, saying how many attempts it made', async () => {
  const times = scripted([500, 500, 500, 500, 500]);
  const outcome = await settle(fetchWithRetry('/api/quote'));
  expect(outcome.error.message).toBe('Request failed after 4 attempts');
  expect(times.length).toBe(4);
});

test('a network failure is retried too', async () => {
  const times = scripted(['network']);
  const outcome = await settle(fetchWithRetry('/api/quote'));
  expect(outcome.value).toEqual({ text: 'Ship it.' });
  expect(times.length).toBe(2);
});
