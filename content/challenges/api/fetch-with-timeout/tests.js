// The clock is virtual: sleep(ms) moves the page's timers at once. fakeApi.calls lists the requests
// the fake API received, and whether the page aborted each one (its signal).
function serve(delay, status = 200) {
  fakeApi.reset();
  fakeApi.get('/api/weather', () => fakeApi.reply({ delay, status, json: { summary: 'Sunny' } }));
}

async function outcomeOf(promise, waitMs) {
  let outcome = 'pending';
  promise.then(
    (response) => (outcome = `status ${response.status}`),
    (error) => (outcome = `error: ${error.message}`),
  );
  await sleep(waitMs);
  return outcome;
}

test('a fast answer resolves with the response', async () => {
  serve(200);
  expect(await outcomeOf(fetchWithTimeout('/api/weather', 1000), 400)).toBe('status 200');
});

test('an error status still resolves: it is an answer', async () => {
  serve(100, 503);
  expect(await outcomeOf(fetchWithTimeout('/api/weather', 1000), 300)).toBe('status 503');
});

test('a slow answer rejects once the time is up', async () => {
  serve(5000);
  expect(await outcomeOf(fetchWithTimeout('/api/weather', 1000), 1200)).toBe(
    'error: Timed out after 1000 ms',
  );
});

test('the slow request is aborted, not left running', async () => {
  serve(5000);
  await outcomeOf(fetchWithTimeout('/api/weather', 500), 700);
  // As the fake API saw it: the request's own signal was aborted.
  expect(fakeApi.calls.map((call) => [call.path, call.aborted])).toEqual([['/api/weather', true]]);
});
