// Times are the page's clock (clock.now()) as the fake API received each request
// (fakeApi.calls): the virtual clock the tests move, which the page's code can neither read
// differently nor move.
function scriptedHidden(answers) {
  fakeApi.reset();
  fakeApi.get('/api/quote', () => {
    const next = answers.shift();
    if (next === undefined) return { text: 'Ship it.' };
    return fakeApi.reply({ status: next, json: { error: 'No' } });
  });
  const start = clock.now();
  return () => fakeApi.calls.filter((call) => call.path === '/api/quote').map((call) => call.at - start);
}

async function settleHidden(promise, ms = 10000) {
  let outcome;
  promise.then(
    (value) => (outcome = { value }),
    (error) => (outcome = { error }),
  );
  for (let waited = 0; !outcome && waited < ms; waited += 50) await sleep(50);
  return outcome;
}

test('waits twice as long before each retry', { description: 'The wait before each retry doubles: base delay, then twice it, then four times.' }, async () => {
  const arrivals = scriptedHidden([503, 503, 503]);
  await settleHidden(fetchWithRetry('/api/quote'));
  const times = arrivals();
  const gaps = times.slice(1).map((time, index) => time - times[index]);
  expect(gaps.length).toBe(3);
  expect(gaps[0]).toBeGreaterThanOrEqual(500);
  expect(gaps[0]).toBeLessThan(700);
  expect(gaps[1]).toBeGreaterThanOrEqual(1000);
  expect(gaps[1]).toBeLessThan(1200);
  expect(gaps[2]).toBeGreaterThanOrEqual(2000);
  expect(gaps[2]).toBeLessThan(2200);
});

test('a 404 is not retried', { description: 'A client error (4xx) fails at once with its status, without retrying.' }, async () => {
  const arrivals = scriptedHidden([404]);
  const outcome = await settleHidden(fetchWithRetry('/api/quote'));
  expect(outcome.error.message).toBe('Request failed with status 404');
  expect(arrivals().length).toBe(1);
});
