// Runs after tests.js, on the same page (the list shows Ana and Ben). Each test first declares
// how the fake API answers /api/users, and reads the requests it received in `fakeApi.calls`.
/** From now on GET /api/users answers what `handler` returns; the requests received start afresh. */
const answerUsers = (handler) => {
  fakeApi.reset();
  fakeApi.get('/api/users', handler);
};
const received = () => fakeApi.calls.map((call) => `${call.method} ${call.path}`);
const listTexts = () =>
  [...document.querySelectorAll('#user-list li')].map((li) => li.textContent.trim());
const statusNow = () => document.getElementById('status').textContent.trim();
const button = () => screen.getByRole('button', { name: 'Load users' });

test('names and emails that look like HTML are shown exactly as they are written', { description: "Names and emails that contain HTML-like text are shown exactly as written, as plain text, without creating any elements in the list." }, async () => {
  const user = userEvent.setup();
  answerUsers(() => [
    { id: 7, name: '<b>Dee</b> Jones', email: 'dee@example.com' },
    { id: 8, name: 'Eli <i>Ray</i>', email: '<eli@example.com>' },
  ]);
  await user.click(button());
  await waitFor(() =>
    expect(listTexts()).toEqual([
      '<b>Dee</b> Jones (dee@example.com)',
      'Eli <i>Ray</i> (<eli@example.com>)',
    ]),
  );
  expect(document.querySelectorAll('#user-list b, #user-list i').length).toBe(0);
});

test('a reload shows "Loading..." and a disabled button again, then an empty list for no users', { description: "Every load, not only the first, shows \"Loading...\" with a disabled button while waiting; when the server answers with no users, the old items are removed, the status is empty and the button is enabled again." }, async () => {
  const user = userEvent.setup();
  let answer = () => {};
  // No answer until the checks of the pending state are done.
  const noUsers = new Promise((resolve) => (answer = resolve));
  answerUsers(() => noUsers);
  try {
    await user.click(button());
    await waitFor(() => expect(received()).toContain('GET /api/users'));
    expect(statusNow()).toBe('Loading...');
    expect(button().disabled).toBe(true);
  } finally {
    answer([]);
  }
  await waitFor(() => expect(listTexts()).toEqual([]));
  await waitFor(() => expect(statusNow()).toBe(''));
  expect(button().disabled).toBe(false);
});

test('five users arrive in the order the server sent them', { description: "A longer list of users is shown in exactly the order the server sent them, each as \"Name (email)\", and the status is empty afterwards." }, async () => {
  const user = userEvent.setup();
  const crew = ['Zoe', 'Yan', 'Xia', 'Wes', 'Val'].map((name, i) => ({
    id: 20 + i,
    name: `${name} Test`,
    email: `${name.toLowerCase()}@example.org`,
  }));
  answerUsers(() => crew);
  await user.click(button());
  await waitFor(() =>
    expect(listTexts()).toEqual(crew.map((person) => `${person.name} (${person.email})`)),
  );
  expect(statusNow()).toBe('');
});
