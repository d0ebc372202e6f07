// Each test declares the API's answer, then calls loadProducts() again. The clock is virtual:
// sleep(ms) moves it at once, so a slow answer costs no real time.
const status = () => document.getElementById('status').textContent;
const items = () => [...document.querySelectorAll('#products li')].map((li) => li.textContent);

test('says it is loading while the answer is on its way', async () => {
  fakeApi.reset();
  fakeApi.get('/api/products', () =>
    fakeApi.reply({ delay: 1000, json: [{ id: 1, name: 'Masala tea', price: 120 }] }),
  );
  loadProducts();
  await sleep(100);
  expect(status()).toBe('Loading products…');
  await sleep(1000);
  expect(status()).toBe('');
});

test('lists each product with its price', async () => {
  fakeApi.reset();
  fakeApi.get('/api/products', () => [
    { id: 1, name: 'Masala tea', price: 120 },
    { id: 2, name: 'Filter coffee', price: 90 },
  ]);
  await loadProducts();
  expect(items()).toEqual(['Masala tea — ₹120', 'Filter coffee — ₹90']);
});

test('says the products could not be loaded when the API fails', async () => {
  fakeApi.reset();
  fakeApi.get('/api/products', () => fakeApi.reply({ status: 500, json: { error: 'Down' } }));
  await loadProducts();
  expect(status()).toBe('Could not load products. Please try again.');
  expect(items()).toEqual([]);
});

test('a failed load after a good one clears the old list', async () => {
  fakeApi.reset();
  fakeApi.get('/api/products', () => [{ id: 1, name: 'Masala tea', price: 120 }]);
  await loadProducts();
  fakeApi.get('/api/products', () => fakeApi.reply({ status: 503 }));
  await loadProducts();
  expect(items()).toEqual([]);
});
