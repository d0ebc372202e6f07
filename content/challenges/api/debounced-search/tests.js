// The tests share one page and run in order; the clock is virtual (sleep moves it at once).
const field = () => document.getElementById('search');
const titles = () => [...document.querySelectorAll('#results li')].map((li) => li.textContent);

function serve() {
  const queries = [];
  fakeApi.reset();
  fakeApi.get('/api/courses', ({ query }) => {
    queries.push(query.q);
    return [`${query.q} course`];
  });
  return queries;
}

function typeText(text) {
  field().value = text;
  fireEvent.input(field());
}

test('one pause sends one request and shows its titles', async () => {
  const queries = serve();
  typeText('grid');
  await sleep(400);
  expect(queries).toEqual(['grid']);
  expect(titles()).toEqual(['grid course']);
});

test('nothing is sent before the pause', async () => {
  const queries = serve();
  typeText('fle');
  await sleep(200);
  expect(queries).toEqual([]);
  await sleep(200);
  expect(queries).toEqual(['fle']);
});

test('typing that keeps going sends only the last text', async () => {
  const queries = serve();
  for (const text of ['f', 'fl', 'fle', 'flex']) {
    typeText(text);
    await sleep(100);
  }
  await sleep(400);
  expect(queries).toEqual(['flex']);
});

test('an empty field sends nothing and empties the list', async () => {
  const queries = serve();
  typeText('   ');
  await sleep(400);
  expect(queries).toEqual([]);
  expect(titles()).toEqual([]);
});
