// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test, so the list starts empty.

// As in tests.js: the sandbox never submits a form by itself, so this fires "submit" after a
// click on a submit button (Enter in a field clicks it too), unless the click was cancelled.
async function submitting(action) {
  const clicks = [];
  let submitted = false;
  const onClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'submit' && button.form)
      clicks.push({ event, form: button.form });
  };
  const onSubmit = () => {
    submitted = true;
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  try {
    await action();
  } finally {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  }
  for (const { event, form } of clicks) {
    if (!submitted && !event.defaultPrevented && form.isConnected) fireEvent.submit(form);
  }
  await sleep(0);
}

const checkboxLabel = (checkbox) =>
  (
    checkbox.getAttribute('aria-label') ||
    [...checkbox.labels].map((label) => label.textContent).join(' ')
  ).trim();
const texts = () => screen.queryAllByRole('checkbox').map(checkboxLabel);
const counter = () => {
  const paragraph = screen.queryByText(/items? left$/);
  return paragraph ? paragraph.textContent.trim() : 'no paragraph ending in "items left"';
};
const editInputs = () =>
  screen
    .queryAllByRole('textbox', { name: /^New text for/ })
    .map((input) => input.getAttribute('aria-label'));
async function addAll(user, ...items) {
  for (const text of items) {
    await user.type(screen.getByLabelText('New todo'), text);
    await submitting(() => user.click(screen.getByRole('button', { name: 'Add' })));
  }
}
const clickButton = (user, name) => user.click(screen.getByRole('button', { name }));

test('ids stay unique after a delete: a new todo being edited survives deleting another one', { description: "Todo ids stay unique when todos are deleted and new ones added, so a newly added todo in edit mode stays in edit mode, with its text, when another todo is deleted." }, async () => {
  const user = userEvent.setup();
  await addAll(user, 'Water plants', 'Pay rent');
  await clickButton(user, 'Delete Water plants');
  await addAll(user, 'Call mum');
  expect(texts()).toEqual(['Pay rent', 'Call mum']);
  await clickButton(user, 'Edit Call mum');
  expect(editInputs()).toEqual(['New text for Call mum']);
  await clickButton(user, 'Delete Pay rent');
  expect(editInputs()).toEqual(['New text for Call mum']);
  expect(screen.getByRole('textbox', { name: 'New text for Call mum' }).value).toBe('Call mum');
});

test('Enter saves the trimmed new text of a todo in the middle, and Cancel keeps the old text', { description: "Pressing Enter while editing a todo in the middle of the list saves the trimmed text for that todo only and leaves edit mode. Cancel leaves edit mode and keeps the old text." }, async () => {
  const user = userEvent.setup();
  await addAll(user, 'Water plants', 'Pay rent', 'Call mum');
  await clickButton(user, 'Edit Pay rent');
  const input = screen.getByRole('textbox', { name: 'New text for Pay rent' });
  await user.clear(input);
  await submitting(() => user.type(input, '  Pay the rent  {Enter}'));
  expect(editInputs()).toEqual([]);
  expect(texts()).toEqual(['Water plants', 'Pay the rent', 'Call mum']);
  await clickButton(user, 'Edit Call mum');
  await user.type(screen.getByRole('textbox', { name: 'New text for Call mum' }), ' and dad');
  await clickButton(user, 'Cancel');
  expect(editInputs()).toEqual([]);
  expect(texts()).toEqual(['Water plants', 'Pay the rent', 'Call mum']);
});

test('the counter reaches "0 items left" and goes back up when a todo is unticked or added', { description: "The counter reaches \"0 items left\" when every todo is ticked, goes back up when a todo is unticked or a new one is added, and stays right after a done todo is deleted." }, async () => {
  const user = userEvent.setup();
  await addAll(user, 'Water plants', 'Pay rent');
  await user.click(screen.getByRole('checkbox', { name: 'Water plants' }));
  await user.click(screen.getByRole('checkbox', { name: 'Pay rent' }));
  expect(counter()).toBe('0 items left');
  await user.click(screen.getByRole('checkbox', { name: 'Water plants' }));
  expect(screen.getByRole('checkbox', { name: 'Water plants' }).checked).toBe(false);
  expect(counter()).toBe('1 item left');
  await addAll(user, 'Call mum');
  expect(counter()).toBe('2 items left');
  await clickButton(user, 'Delete Pay rent');
  expect(counter()).toBe('2 items left');
  expect(screen.getByRole('checkbox', { name: 'Call mum' }).checked).toBe(false);
});

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
