// Hidden tests: run by the server's grader after tests.js, in the same page. Nothing goes to the
// network: each test installs a fake axios.get and mounts a fresh copy of the app with mountApp().
const PEOPLE = [
  { id: 7, name: 'Linus Torvalds', email: 'linus@example.com' },
  { id: 9, name: 'Margaret Hamilton', email: 'margaret@example.com' },
];
const reply = {
  pending: () => new Promise(() => {}),
  users: (data) => () => Promise.resolve({ data }),
  failure: (message) => () => Promise.reject(new Error(message)),
};
/** A fake axios.get that gives the replies in order (the last one repeats), then a fresh mount. */
function mountReplying(...replies) {
  let call = 0;
  const get = createSpy(() => replies[Math.min(call++, replies.length - 1)]());
  axios.get = get;
  mountApp();
  return get;
}
const listedNames = async () =>
  (await screen.findAllByRole('listitem')).map((item) => item.textContent.trim());
const alertText = async () => (await screen.findByRole('alert')).textContent.trim();

test('the alert shows the message of the error that happened, e.g. a status code 500', { description: "The alert shows the message of whatever error the request failed with, not a fixed text, and the loading text is gone." }, async () => {
  mountReplying(reply.failure('Request failed with status code 500'));
  expect(await alertText()).toBe('Could not load users: Request failed with status code 500');
  expect(screen.queryByText('Loading users...')).toBeNull();
});

test('Try again shows "Loading users..." while the new request is pending, without the old alert', { description: "After Try again, the loading status is shown while the new request is pending, the previous error alert is gone, and the users are requested a second time." }, async () => {
  const get = mountReplying(reply.failure('Network Error'), reply.pending);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('status')).textContent.trim()).toBe('Loading users...');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(get).toHaveBeenCalledTimes(2);
});

test('Try again works again after a second failure, and lists just the names of other users', { description: "Try again keeps working when the retry fails too, and the alert then shows the new error's message. Once a retry succeeds, the Users list shows just the names of the users that were returned, no alert remains, and no extra requests are made." }, async () => {
  const get = mountReplying(
    reply.failure('timeout of 5000ms exceeded'),
    reply.failure('Network Error'),
    reply.users(PEOPLE),
  );
  const user = userEvent.setup();
  expect(await alertText()).toBe('Could not load users: timeout of 5000ms exceeded');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
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
  expect(get).toHaveBeenCalledTimes(3);
});
