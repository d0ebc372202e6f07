// The component is mounted afresh before each test; the clock is virtual (sleep moves it).
const names = ['React', 'Redux', 'Remix', 'Recoil', 'Relay'];

/** Shorter searches answer more slowly: typing 'rea' gets the answer for 'r' last. */
function slowEarlyAnswers(seen = []) {
  fakeApi.reset();
  fakeApi.get('/api/search', ({ query }) => {
    seen.push(query.q);
    return fakeApi.reply({
      delay: 1000 - query.q.length * 300,
      json: names.filter((name) => name.toLowerCase().startsWith(query.q.toLowerCase())),
    });
  });
  return seen;
}

const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

test('the field is labelled Search', () => {
  expect(screen.getByLabelText('Search')).toBeInTheDocument();
});

test('shows the names the API answers for the text', async () => {
  slowEarlyAnswers();
  mountApp();
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'rel' } });
  await sleep(500);
  expect(listed()).toEqual(['Relay']);
});

test('says it is searching while the answer is on its way', async () => {
  slowEarlyAnswers();
  mountApp();
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'r' } });
  await sleep(100);
  expect(screen.getByText('Searching…')).toBeInTheDocument();
  await sleep(1000);
  expect(screen.queryByText('Searching…')).toBeNull();
});

test('shows only the answer for the latest text when an earlier one arrives later', async () => {
  slowEarlyAnswers();
  mountApp();
  const field = screen.getByLabelText('Search');
  fireEvent.change(field, { target: { value: 'r' } });
  await sleep(50);
  fireEvent.change(field, { target: { value: 're' } });
  await sleep(50);
  fireEvent.change(field, { target: { value: 'rea' } });
  await sleep(2000);
  expect(listed()).toEqual(['React']);
});
