// Runs after tests.js, on the same page (the list shows Ana and Ben). Each test installs its own
// fake axios.get first.
const listTexts = () =>
  [...document.querySelectorAll('#user-list li')].map((li) => li.textContent.trim());
const statusNow = () => document.getElementById('status').textContent.trim();
const button = () => screen.getByRole('button', { name: 'Load users' });

test('names and emails that look like HTML are shown exactly as they are written', { description: "Names and emails that contain HTML-like text are shown exactly as written, as plain text, without creating any elements in the list." }, async () => {
  const user = userEvent.setup();
  axios.get = createSpy(() =>
    Promise.resolve({
      data: [
        { id: 7, name: '<b>Dee</b> Jones', email: 'dee@example.com' },
        { id: 8, name: 'Eli <i>Ray</i>', email: '<eli@example.com>' },
      ],
      status: 200,
    }),
  );
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
  const fake = createSpy(() => new Promise((resolve) => (answer = resolve)));
  axios.get = fake;
  await user.click(button());
  try {
    expect(fake).toHaveBeenCalledWith('/api/users');
    expect(statusNow()).toBe('Loading...');
    expect(button().disabled).toBe(true);
  } finally {
    answer({ data: [], status: 200 });
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
  axios.get = createSpy(() => Promise.resolve({ data: crew, status: 200 }));
  await user.click(button());
  await waitFor(() =>
    expect(listTexts()).toEqual(crew.map((person) => `${person.name} (${person.email})`)),
  );
  expect(statusNow()).toBe('');
});
