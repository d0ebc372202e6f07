// The component is mounted afresh before each test; mountApp() mounts it again after the test
// has declared its API. Times are read from the page's clock (clock.now(): real time here, which
// the page's code can neither replace nor move).
function serve({ me = {}, streak = {}, next = {} } = {}) {
  const started = [];
  const t0 = clock.now();
  fakeApi.reset();
  const route = (path, options, json) =>
    fakeApi.get(path, () => {
      started.push([path, clock.now() - t0]);
      if (options.networkError) return fakeApi.reply({ networkError: true, delay: options.delay });
      return fakeApi.reply({ status: options.status ?? 200, delay: options.delay ?? 0, json });
    });
  route('/api/me', me, { name: 'Asha' });
  route('/api/streak', streak, { days: 5 });
  route('/api/next-class', next, { title: 'Flexbox', startsAt: '2026-12-01T10:00:00Z' });
  return started;
}

const section = (name) => within(screen.getByRole('region', { name }));

test('says Loading… until every widget has settled', async () => {
  serve({ streak: { delay: 400 } });
  mountApp();
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Streak' });
  expect(screen.queryByText('Loading…')).toBeNull();
});

test('shows the three widgets with their data', async () => {
  serve();
  mountApp();
  await screen.findByRole('heading', { name: 'Profile' });
  expect(section('Profile').getByText('Hello, Asha!')).toBeInTheDocument();
  expect(section('Streak').getByText('5 days in a row')).toBeInTheDocument();
  expect(section('Next class').getByText('Flexbox')).toBeInTheDocument();
});

test('a failing widget shows its own error while the others show their data', async () => {
  serve({ streak: { status: 503 } });
  mountApp();
  await screen.findByRole('heading', { name: 'Streak' });
  expect(section('Streak').getByText('Could not load this.')).toBeInTheDocument();
  expect(section('Profile').getByText('Hello, Asha!')).toBeInTheDocument();
  expect(section('Next class').getByText('Flexbox')).toBeInTheDocument();
});

test('the three requests start together', async () => {
  const started = serve({ me: { delay: 300 }, streak: { delay: 300 }, next: { delay: 300 } });
  mountApp();
  await screen.findByRole('heading', { name: 'Profile' }, { timeout: 3000 });
  const mine = started.slice(-3);
  expect(mine.map(([path]) => path).sort()).toEqual(['/api/me', '/api/next-class', '/api/streak']);
  // In parallel: the last starts before the first one's 300 ms answer could have come back.
  expect(mine[2][1] - mine[0][1]).toBeLessThan(250);
});
