// The component is mounted afresh before each test; mountApp() mounts it again once the test has
// declared its API. The clock is virtual.
function serve(delays) {
  const names = { 1: 'Asha', 2: 'Ravi', 3: 'Meera' };
  fakeApi.reset();
  fakeApi.get('/api/learners/:id', ({ params }) =>
    fakeApi.reply({
      delay: delays[params.id] ?? 100,
      json: { id: Number(params.id), name: names[params.id], streak: Number(params.id) * 2 },
    }),
  );
}

test('shows Loading… and then Asha’s profile', async () => {
  serve({ 1: 300 });
  mountApp();
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await sleep(400);
  expect(screen.getByRole('heading', { name: 'Asha' })).toBeInTheDocument();
  expect(screen.getByText('Streak: 2 days')).toBeInTheDocument();
});

test('a button shows that learner', async () => {
  serve({});
  mountApp();
  await sleep(200);
  fireEvent.click(screen.getByRole('button', { name: 'Meera' }));
  await sleep(200);
  expect(screen.getByRole('heading', { name: 'Meera' })).toBeInTheDocument();
});

test('switching while a profile loads shows Loading… for the new one', async () => {
  serve({ 1: 100, 2: 1000 });
  mountApp();
  await sleep(200);
  fireEvent.click(screen.getByRole('button', { name: 'Ravi' }));
  await sleep(100);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await sleep(1200);
  expect(screen.getByRole('heading', { name: 'Ravi' })).toBeInTheDocument();
});

test('each learner’s profile is fetched by its id', async () => {
  const asked = [];
  fakeApi.reset();
  fakeApi.get('/api/learners/:id', ({ params }) => {
    asked.push(params.id);
    return { id: Number(params.id), name: 'Someone', streak: 0 };
  });
  mountApp();
  await sleep(100);
  fireEvent.click(screen.getByRole('button', { name: 'Ravi' }));
  await sleep(100);
  expect(asked.slice(-2)).toEqual(['1', '2']);
});
