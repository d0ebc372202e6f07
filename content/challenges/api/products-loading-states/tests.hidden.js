test('an empty list says so', { description: 'When the API answers with an empty list, the page says there is nothing to show.' }, async () => {
  fakeApi.reset();
  fakeApi.get('/api/products', () => []);
  await loadProducts();
  expect(document.getElementById('status').textContent).toBe('No products yet.');
});

test('a network failure', { description: 'When the request fails before any answer (no network), the page shows the error message.' }, async () => {
  fakeApi.reset();
  fakeApi.get('/api/products', () => fakeApi.reply({ networkError: true }));
  await loadProducts();
  expect(document.getElementById('status').textContent).toBe('Could not load products. Please try again.');
});
