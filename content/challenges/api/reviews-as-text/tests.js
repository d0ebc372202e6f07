// The tests share one page and run in order. Each declares the API's answer, then calls
// loadReviews() again.
function serve(reviews) {
  fakeApi.reset();
  fakeApi.get('/api/reviews', () => reviews);
}

const reviewItems = () => [...document.querySelectorAll('#reviews li')];
const authorOf = (item) => item.querySelector('strong');
const textOf = (item) => item.querySelector('p');

test('shows each review’s author and text', async () => {
  await sleep(200); // lets the page's own first load finish
  serve([
    { id: 1, author: 'Asha', website: null, text: 'Loved it.' },
    { id: 2, author: 'Ravi', website: null, text: 'Short and clear.' },
  ]);
  await loadReviews();
  const items = reviewItems();
  expect(items.map((item) => authorOf(item)?.textContent)).toEqual(['Asha', 'Ravi']);
  expect(items.map((item) => textOf(item)?.textContent)).toEqual(['Loved it.', 'Short and clear.']);
});

test('HTML in a review’s text is shown as text, not turned into elements', async () => {
  serve([{ id: 1, author: 'Asha', website: null, text: 'I <3 the <b>grid</b> part & more' }]);
  await loadReviews();
  const [item] = reviewItems();
  expect(textOf(item).textContent).toBe('I <3 the <b>grid</b> part & more');
  expect(document.querySelector('#reviews b')).toBeNull();
});

test('markup in an author’s name creates no element and runs nothing', async () => {
  const author = '<img src="data:," onerror="window.reviewScriptRan = true">Eve';
  serve([{ id: 1, author, website: null, text: 'Hi' }]);
  await loadReviews();
  await sleep(100);
  expect(authorOf(reviewItems()[0]).textContent).toBe(author);
  expect(document.querySelector('#reviews img')).toBeNull();
  expect(window.reviewScriptRan).toBeUndefined();
});

test('an https website turns the author’s name into a link to it', async () => {
  serve([{ id: 1, author: 'Asha', website: 'https://asha.dev', text: 'Hi' }]);
  await loadReviews();
  const link = reviewItems()[0].querySelector('a');
  expect(link).not.toBeNull();
  expect(link.textContent).toBe('Asha');
  expect(link.href).toBe('https://asha.dev/');
});

test('a review without a website shows the name without a link', async () => {
  serve([{ id: 1, author: 'Ravi', website: null, text: 'Hi' }]);
  await loadReviews();
  const [item] = reviewItems();
  expect(authorOf(item).textContent).toBe('Ravi');
  expect(item.querySelector('a')).toBeNull();
});

test('a failed request says the reviews could not be loaded', async () => {
  fakeApi.reset();
  fakeApi.get('/api/reviews', () => fakeApi.reply({ status: 500, json: { error: 'Down' } }));
  await loadReviews();
  expect(document.getElementById('error').textContent).toBe('Could not load the reviews.');
  expect(reviewItems()).toHaveLength(0);
});
