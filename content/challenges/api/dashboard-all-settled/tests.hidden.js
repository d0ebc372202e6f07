test('no answer at all for one widget', { description: 'When one request fails without any answer (no network), only its widget shows the error.' }, async () => {
  fakeApi.reset();
  fakeApi.get('/api/me', () => ({ name: 'Ravi' }));
  fakeApi.get('/api/streak', () => ({ days: 2 }));
  fakeApi.get('/api/next-class', () => fakeApi.reply({ networkError: true }));
  mountApp();
  await screen.findByRole('heading', { name: 'Next class' });
  expect(within(screen.getByRole('region', { name: 'Next class' })).getByText('Could not load this.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Hello, Ravi!')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Streak' })).getByText('2 days in a row')).toBeInTheDocument();
});
