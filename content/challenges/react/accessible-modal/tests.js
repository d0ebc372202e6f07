// The test frame's sandbox stops the browser from submitting forms: a click on a submit button
// (Enter in a field clicks it too) never fires "submit" by itself. submitting() runs a user action
// and then fires "submit" on the form, as a browser would, unless the click was cancelled or the
// form was already submitted.
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

const projectName = () => screen.getByText(/^Project name:/).textContent.trim();
const openButton = () => screen.getByRole('button', { name: 'Rename project' });
const dialogState = () => (screen.queryByRole('dialog') ? 'open' : 'closed');
const focused = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  if (element.labels && element.labels.length)
    return `field "${element.labels[0].textContent.trim()}"`;
  return `${element.tagName.toLowerCase()} "${element.textContent.trim()}"`;
};
async function openDialog(user) {
  await user.click(openButton());
  return screen.getByRole('dialog');
}

test('no dialog at first, and the page says "Project name: Apollo"', () => {
  expect(dialogState()).toBe('closed');
  expect(projectName()).toBe('Project name: Apollo');
});

test('Rename project opens a modal dialog named "Rename project"', async () => {
  const user = userEvent.setup();
  const dialog = await openDialog(user);
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(screen.getByRole('dialog', { name: 'Rename project' })).toBe(dialog);
});

test('the focus moves to "New name", which holds the current name', async () => {
  const user = userEvent.setup();
  await openDialog(user);
  expect(focused()).toBe('field "New name"');
  expect(screen.getByLabelText('New name').value).toBe('Apollo');
});

test('Escape closes the dialog, keeps the name and gives the focus back to the button', async () => {
  const user = userEvent.setup();
  await openDialog(user);
  await user.type(screen.getByLabelText('New name'), ' 2');
  await user.keyboard('{Escape}');
  expect(dialogState()).toBe('closed');
  expect(projectName()).toBe('Project name: Apollo');
  expect(focused()).toBe('button "Rename project"');
});

test('Save renames the project, closes the dialog and gives the focus back', async () => {
  const user = userEvent.setup();
  await openDialog(user);
  const input = screen.getByLabelText('New name');
  await user.clear(input);
  await user.type(input, '  Artemis ');
  await submitting(() => user.click(screen.getByRole('button', { name: 'Save' })));
  expect(dialogState()).toBe('closed');
  expect(projectName()).toBe('Project name: Artemis');
  expect(focused()).toBe('button "Rename project"');
});

test('Cancel closes the dialog without renaming', async () => {
  const user = userEvent.setup();
  await openDialog(user);
  await user.clear(screen.getByLabelText('New name'));
  await user.type(screen.getByLabelText('New name'), 'Gemini');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(dialogState()).toBe('closed');
  expect(projectName()).toBe('Project name: Apollo');
  expect(focused()).toBe('button "Rename project"');
});

test('Tab from Save wraps to New name, and Shift+Tab from New name goes to Save', async () => {
  const user = userEvent.setup();
  await openDialog(user);
  screen.getByRole('button', { name: 'Save' }).focus();
  await user.tab();
  expect(focused()).toBe('field "New name"');
  await user.tab({ shift: true });
  expect(focused()).toBe('button "Save"');
});
