// Nothing goes to the network: axios.get is replaced by a fake before every mount. The component
// mounted automatically before each test gets a request that never answers; each test then
// installs its own fake and mounts a fresh copy with mountApp().
axios.get = createSpy(() => new Promise(() => {}));

const USERS = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 2, name: 'Grace Hopper', email: 'grace@example.com' },
  { id: 3, name: 'Katherine Johnson', email: 'katherine@example.com' },
];
const answers = {
  pending: () => new Promise(() => {}),
  users: (data) => () => Promise.resolve({ data }),
  failure: (message) => () => Promise.reject(new Error(message)),
};
/** Mounts the app with a fake axios.get that gives the answers in order (the last one repeats). */
function mountWith(...replies) {
  let call = 0;
  const get = createSpy(() => replies[Math.min(call++, replies.length - 1)]());
  axios.get = get;
  mountApp();
  return get;
}
const names = async () =>
  (await screen.findAllByRole('listitem')).map((item) => item.textContent.trim());

test('/api/users is requested exactly once when the component mounts', async () => {
  const get = mountWith(answers.users(USERS));
  await screen.findAllByRole('listitem');
  await sleep(50);
  expect(get).toHaveBeenCalledTimes(1);
  expect(get).toHaveBeenCalledWith('/api/users');
});

test('"Loading users..." is shown in a status while the request is pending', () => {
  mountWith(answers.pending);
  expect(screen.getByRole('status').textContent.trim()).toBe('Loading users...');
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
});

test('the user names are listed once the request resolves, and the loading text is gone', async () => {
  mountWith(answers.users(USERS));
  expect(await names()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']);
  expect(screen.queryByText('Loading users...')).toBeNull();
});

test('an empty list shows "No users yet"', async () => {
  mountWith(answers.users([]));
  expect(await screen.findByText('No users yet')).toBeInTheDocument();
  expect(screen.queryByText('Loading users...')).toBeNull();
});

test('a failed request shows "Could not load users: Network Error" in an alert', async () => {
  mountWith(answers.failure('Network Error'));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent.trim()).toBe('Could not load users: Network Error');
  expect(screen.queryByText('Loading users...')).toBeNull();
});

test('Try again requests the users a second time and then lists them', async () => {
  const get = mountWith(answers.failure('Network Error'), answers.users(USERS));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await names()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']);
  expect(get).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).toBeNull();
});
