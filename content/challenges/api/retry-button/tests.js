// The component is mounted afresh before each test; mountApp() mounts it again once the test has
// declared its API. The API answers with whatever the test says `reply` is at the time.
let reply;
function serve(first) {
  reply = first;
  fakeApi.reset();
  fakeApi.get('/api/leaderboard', () => reply);
}
const board = [
  { name: 'Asha', points: 420 },
  { name: 'Ravi', points: 380 },
];

test('shows Loading… and then the leaderboard', async () => {
  serve(board);
  mountApp();
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Asha — 420 points',
      'Ravi — 380 points',
    ]),
  );
});

test('a failed load says so, with a Try again button', async () => {
  serve(fakeApi.reply({ status: 500, json: { error: 'Down' } }));
  mountApp();
  expect(await screen.findByRole('alert')).toHaveTextContent('The leaderboard could not be loaded.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('Try again loads the leaderboard', async () => {
  serve(fakeApi.reply({ status: 503, json: { error: 'Busy' } }));
  mountApp();
  const again = await screen.findByRole('button', { name: 'Try again' });
  reply = board;
  fireEvent.click(again);
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('no answer at all is an error too', async () => {
  serve(fakeApi.reply({ networkError: true }));
  mountApp();
  expect(await screen.findByRole('alert')).toHaveTextContent('The leaderboard could not be loaded.');
});
