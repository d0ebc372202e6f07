// Hidden tests: run by the server's grader after tests.js, in the same page. Nothing goes to the
// network: each test declares the fake API's answers to /api/users, then mounts a fresh copy of
// the app with mountApp(); the requests are counted as the fake API received them.
const PEOPLE = [
  { id: 7, name: 'Linus Torvalds', email: 'linus@example.com' },
  { id: 9, name: 'Margaret Hamilton', email: 'margaret@example.com' },
];
const reply = {
  pending: () => new Promise(() => {}),
  users: (data) => () => data,
  // An answer that is not OK: axios rejects with "Request failed with status code <status>".
  status: (status) => () => fakeApi.reply({ status, json: { error: 'Server error' } }),
  networkDown: () => fakeApi.reply({ networkError: true }),
};
/** Answers GET /api/users with the replies in order (the last one repeats), then a fresh mount. */
async function mountReplying(...replies) {
  // The copy mounted before the test has sent its request by the next task: it is forgotten.
  await sleep(0);
  fakeApi.reset();
  let call = 0;
  fakeApi.get('/api/users', () => replies[Math.min(call++, replies.length - 1)]());
  mountApp();
}
const timesRequested = () =>
  fakeApi.calls.filter((call) => call.method === 'GET' && call.path === '/api/users').length;
const listedNames = async () =>
  (await screen.findAllByRole('listitem')).map((item) => item.textContent.trim());
const alertText = async () => (await screen.findByRole('alert')).textContent.trim();

test('the alert shows the message of the error that happened, e.g. a status code 500', { description: "The alert shows the message of whatever error the request failed with, not a fixed text, and the loading text is gone." }, async () => {
  await mountReplying(reply.status(500));
  expect(await alertText()).toBe('Could not load users: Request failed with status code 500');
  expect(screen.queryByText('Loading users...')).toBeNull();
});

test('Try again shows "Loading users..." while the new request is pending, without the old alert', { description: "After Try again, the loading status is shown while the new request is pending, the previous error alert is gone, and the users are requested a second time." }, async () => {
  await mountReplying(reply.networkDown, reply.pending);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('status')).textContent.trim()).toBe('Loading users...');
  expect(screen.queryByRole('alert')).toBeNull();
  await waitFor(() => expect(timesRequested()).toBe(2));
});

test('Try again works again after a second failure, and lists just the names of other users', { description: "Try again keeps working when the retry fails too, and the alert then shows the new error's message. Once a retry succeeds, the Users list shows just the names of the users that were returned, no alert remains, and no extra requests are made." }, async () => {
  await mountReplying(reply.status(503), reply.networkDown, reply.users(PEOPLE));
  const user = userEvent.setup();
  expect(await alertText()).toBe('Could not load users: Request failed with status code 503');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(timesRequested()).toBe(2));
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent.trim()).toBe(
      'Could not load users: Network Error',
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await listedNames()).toEqual(['Linus Torvalds', 'Margaret Hamilton']);
  const list = screen.getByRole('list', { name: 'Users' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('alert')).toBeNull();
  await sleep(50);
  expect(timesRequested()).toBe(3);
});
