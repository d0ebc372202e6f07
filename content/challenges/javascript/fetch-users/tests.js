// The tests share one page and run in order. Before each click they declare how the fake API
// answers /api/users (users, or a failure) with `fakeApi`, and read the requests it received in
// `fakeApi.calls`; nothing goes to the network, and the page cannot change what they read.
const team = [
  { id: 1, name: 'Ana Lima', email: 'ana@example.com' },
  { id: 2, name: 'Ben Okafor', email: 'ben@example.com' },
];
const itemTexts = () =>
  [...document.querySelectorAll('#user-list li')].map((li) => li.textContent.trim());
const statusText = () => document.getElementById('status').textContent.trim();
const loadButton = () => screen.getByRole('button', { name: 'Load users' });
/** From now on GET /api/users answers what `handler` returns; the requests received start afresh. */
const serve = (handler) => {
  fakeApi.reset();
  fakeApi.get('/api/users', handler);
};
const answerWith = (users) => serve(() => users);
/** The request fails as with no network: axios rejects with "Network Error". */
const failWith = () => serve(() => fakeApi.reply({ networkError: true }));
/** The requests the fake API received since the last serve(), as 'GET /api/users'. */
const requests = () => fakeApi.calls.map((call) => `${call.method} ${call.path}`);

test('before any click, the list and the status are empty', () => {
  expect(itemTexts()).toEqual([]);
  expect(statusText()).toBe('');
});

test('a click requests /api/users and shows "Loading..." with a disabled button', async () => {
  const user = userEvent.setup();
  let answer = () => {};
  // The answer waits for the end of the test, so the page is still loading meanwhile.
  const users = new Promise((resolve) => (answer = resolve));
  serve(() => users);
  try {
    await user.click(loadButton());
    await waitFor(() => expect(requests()).toEqual(['GET /api/users']));
    expect(statusText()).toBe('Loading...');
    expect(loadButton().disabled).toBe(true);
  } finally {
    answer(team);
  }
});

test('the users arrive as "Name (email)" items, in order', async () => {
  await waitFor(() =>
    expect(itemTexts()).toEqual(['Ana Lima (ana@example.com)', 'Ben Okafor (ben@example.com)']),
  );
});

test('after loading, the status is empty and the button is enabled again', async () => {
  await waitFor(() => expect(statusText()).toBe(''));
  expect(loadButton().disabled).toBe(false);
});

test('loading again replaces the list instead of adding to it', async () => {
  const user = userEvent.setup();
  answerWith([{ id: 3, name: 'Cleo Park', email: 'cleo@example.com' }]);
  await user.click(loadButton());
  await waitFor(() => expect(itemTexts()).toEqual(['Cleo Park (cleo@example.com)']));
});

test('a failed request shows the error, an empty list and an enabled button', async () => {
  const user = userEvent.setup();
  failWith();
  await user.click(loadButton());
  await waitFor(() => expect(statusText()).toBe('Could not load users. Try again.'));
  expect(itemTexts()).toEqual([]);
  expect(loadButton().disabled).toBe(false);
});

test('after a failure, clicking again loads the users', async () => {
  const user = userEvent.setup();
  answerWith(team);
  await user.click(loadButton());
  await waitFor(() =>
    expect(itemTexts()).toEqual(['Ana Lima (ana@example.com)', 'Ben Okafor (ben@example.com)']),
  );
  expect(requests()).toContain('GET /api/users');
  expect(statusText()).toBe('');
});
