// Nothing goes to the network: the fake API answers /api/users with what each test declares, and
// lists the requests it received in `fakeApi.calls`, where the page cannot change them. The copy of
// the component mounted before each test is replaced: mountWith() lets its request arrive and
// forgets it, declares the test's answers, then mounts a fresh copy with mountApp().
const USERS = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 2, name: 'Grace Hopper', email: 'grace@example.com' },
  { id: 3, name: 'Katherine Johnson', email: 'katherine@example.com' },
];
const answers = {
  pending: () => new Promise(() => {}),
  users: (data) => () => data,
  // No answer at all, as with the network down: axios rejects with "Network Error".
  networkDown: () => fakeApi.reply({ networkError: true }),
};
/** Mounts the app with the answers to GET /api/users in order (the last one repeats). */
async function mountWith(...replies) {
  // The copy mounted before the test sent its request at once: by the next task it has arrived.
  await sleep(0);
  fakeApi.reset();
  let call = 0;
  fakeApi.get('/api/users', () => replies[Math.min(call++, replies.length - 1)]());
  mountApp();
}
/** How many times the fresh copy requested /api/users, as the fake API received it. */
const usersRequested = () =>
  fakeApi.calls.filter((call) => call.method === 'GET' && call.path === '/api/users').length;
const names = async () =>
  (await screen.findAllByRole('listitem')).map((item) => item.textContent.trim());

test('/api/users is requested exactly once when the component mounts', async () => {
  await mountWith(answers.users(USERS));
  await screen.findAllByRole('listitem');
  await sleep(50);
  const requested = fakeApi.calls.map((call) => `${call.method} ${call.path}`);
  expect(requested.length).toBe(1);
  expect(requested[0]).toBe('GET /api/users');
});

test('"Loading users..." is shown in a status while the request is pending', async () => {
  await mountWith(answers.pending);
  expect(screen.getByRole('status').textContent.trim()).toBe('Loading users...');
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
});

test('the user names are listed once the request resolves, and the loading text is gone', async () => {
  await mountWith(answers.users(USERS));
  expect(await names()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']);
  expect(screen.queryByText('Loading users...')).toBeNull();
});

test('an empty list shows "No users yet"', async () => {
  await mountWith(answers.users([]));
  expect(await screen.findByText('No users yet')).toBeInTheDocument();
  expect(screen.queryByText('Loading users...')).toBeNull();
});

test('a failed request shows "Could not load users: Network Error" in an alert', async () => {
  await mountWith(answers.networkDown);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent.trim()).toBe('Could not load users: Network Error');
  expect(screen.queryByText('Loading users...')).toBeNull();
});

test('Try again requests the users a second time and then lists them', async () => {
  await mountWith(answers.networkDown, answers.users(USERS));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await names()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']);
  expect(usersRequested()).toBe(2);
  expect(screen.queryByRole('alert')).toBeNull();
});
