// The tests share one page and run in order. Before each click they replace axios.get with a
// fake (a spy) that answers with users or fails, so nothing goes to the network.
const team = [
  { id: 1, name: 'Ana Lima', email: 'ana@example.com' },
  { id: 2, name: 'Ben Okafor', email: 'ben@example.com' },
];
const itemTexts = () =>
  [...document.querySelectorAll('#user-list li')].map((li) => li.textContent.trim());
const statusText = () => document.getElementById('status').textContent.trim();
const loadButton = () => screen.getByRole('button', { name: 'Load users' });
const answerWith = (users) => {
  axios.get = createSpy(() => Promise.resolve({ data: users, status: 200 }));
  return axios.get;
};
const failWith = (message) => {
  axios.get = createSpy(() => Promise.reject(new Error(message)));
  return axios.get;
};

test('before any click, the list and the status are empty', () => {
  expect(itemTexts()).toEqual([]);
  expect(statusText()).toBe('');
});

test('a click requests /api/users and shows "Loading..." with a disabled button', async () => {
  const user = userEvent.setup();
  let answer = () => {};
  const fake = createSpy(() => new Promise((resolve) => (answer = resolve)));
  axios.get = fake;
  try {
    await user.click(loadButton());
    expect(fake).toHaveBeenCalledTimes(1);
    expect(fake.calls[0][0]).toBe('/api/users');
    expect(statusText()).toBe('Loading...');
    expect(loadButton().disabled).toBe(true);
  } finally {
    answer({ data: team, status: 200 });
  }
});

test('the users arrive as "Name (email)" items, in order', async () => {
  await waitFor(() =>
    expect(itemTexts()).toEqual(['Ana Lima (ana@example.com)', 'Ben Okafor (ben@example.com)']),
  );
});

test('after loading, the status is empty and the button is enabled again', async () => {
  await waitFor(() => expect(statusText()).toBe(''));
  expect(loadButton().disabled).toBe(false);
});

test('loading again replaces the list instead of adding to it', async () => {
  const user = userEvent.setup();
  answerWith([{ id: 3, name: 'Cleo Park', email: 'cleo@example.com' }]);
  await user.click(loadButton());
  await waitFor(() => expect(itemTexts()).toEqual(['Cleo Park (cleo@example.com)']));
});

test('a failed request shows the error, an empty list and an enabled button', async () => {
  const user = userEvent.setup();
  failWith('Network Error');
  await user.click(loadButton());
  await waitFor(() => expect(statusText()).toBe('Could not load users. Try again.'));
  expect(itemTexts()).toEqual([]);
  expect(loadButton().disabled).toBe(false);
});

test('after a failure, clicking again loads the users', async () => {
  const user = userEvent.setup();
  const fake = answerWith(team);
  await user.click(loadButton());
  await waitFor(() =>
    expect(itemTexts()).toEqual(['Ana Lima (ana@example.com)', 'Ben Okafor (ben@example.com)']),
  );
  expect(fake).toHaveBeenCalledWith('/api/users');
  expect(statusText()).toBe('');
});
