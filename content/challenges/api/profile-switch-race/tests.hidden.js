test('a slow old answer never replaces the new one', { description: 'When the previous learner’s answer arrives after the new one, the new learner stays shown.' }, async () => {
  const names = { 1: 'Asha', 2: 'Ravi' };
  fakeApi.reset();
  fakeApi.get('/api/learners/:id', ({ params }) =>
    fakeApi.reply({ delay: params.id === '1' ? 1500 : 100, json: { id: Number(params.id), name: names[params.id], streak: 1 } }),
  );
  mountApp();
  await sleep(50);
  fireEvent.click(screen.getByRole('button', { name: 'Ravi' }));
  await sleep(300);
  expect(screen.getByRole('heading', { name: 'Ravi' })).toBeInTheDocument();
  await sleep(2000);
  expect(screen.getByRole('heading', { name: 'Ravi' })).toBeInTheDocument();
});
