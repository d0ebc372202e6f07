test('Loading… while trying again', { description: 'While trying again, the page shows it is loading instead of the old error.' }, async () => {
  let answer = fakeApi.reply({ status: 500, json: { error: 'Down' } });
  fakeApi.reset();
  fakeApi.get('/api/leaderboard', () => answer);
  mountApp();
  const again = await screen.findByRole('button', { name: 'Try again' });
  answer = fakeApi.reply({ delay: 400, json: [{ name: 'Asha', points: 1 }] });
  fireEvent.click(again);
  expect(await screen.findByText('Loading…')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  await screen.findByRole('listitem');
});
