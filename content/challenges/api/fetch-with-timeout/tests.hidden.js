test('the timer is cleared after a fast answer', { description: 'Once the answer has come, no timer is left running (nothing is aborted later).' }, async () => {
  fakeApi.reset();
  fakeApi.get('/api/weather', () => fakeApi.reply({ delay: 100, json: { summary: 'Rain' } }));
  // The answer comes after 100 ms of the page's clock; sleep moves it past the timer's 1000.
  fetchWithTimeout('/api/weather', 1000).catch(() => undefined);
  await sleep(1500);
  // As the fake API saw it: the request was answered, and its signal never aborted.
  expect(fakeApi.calls.map((call) => call.aborted)).toEqual([false]);
});
