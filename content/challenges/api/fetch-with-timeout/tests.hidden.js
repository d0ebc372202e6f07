test('the timer is cleared after a fast answer', { description: 'Once the answer has come, no timer is left running (nothing is aborted later).' }, async () => {
  fakeApi.reset();
  fakeApi.get('/api/weather', () => fakeApi.reply({ delay: 100, json: { summary: 'Rain' } }));
  const aborted = [];
  const pageFetch = window.fetch;
  window.fetch = (url, options) => {
    options?.signal?.addEventListener('abort', () => aborted.push(String(url)));
    return pageFetch(url, options);
  };
  try {
    // The answer comes after 100 ms of the page's clock; sleep moves it past the timer's 1000.
    fetchWithTimeout('/api/weather', 1000).catch(() => undefined);
    await sleep(1500);
  } finally {
    window.fetch = pageFetch;
  }
  expect(aborted).toEqual([]);
});
