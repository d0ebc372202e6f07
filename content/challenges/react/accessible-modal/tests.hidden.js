// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test, with the project named Apollo and no dialog.

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

const nameParagraph = () => screen.getByText(/^Project name:/).textContent.trim();
const renameButton = () => screen.getByRole('button', { name: 'Rename project' });
const isOpen = () => (screen.queryByRole('dialog') ? 'open' : 'closed');
const hasFocus = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  if (element.labels && element.labels.length)
    return `field "${element.labels[0].textContent.trim()}"`;
  return `${element.tagName.toLowerCase()} "${element.textContent.trim()}"`;
};
const newNameField = () => screen.getByLabelText('New name');

test('Enter in "New name" saves, and the dialog opened again starts with the new name', { description: "Pressing Enter in New name saves the trimmed name, closes the dialog and returns the focus to Rename project. Each time the dialog opens again, New name has the focus and holds the latest saved name, so later saves and Cancel start from it." }, async () => {
  const user = userEvent.setup();
  await user.click(renameButton());
  await user.clear(newNameField());
  await submitting(() => user.type(newNameField(), ' Gemini {Enter}'));
  expect(isOpen()).toBe('closed');
  expect(nameParagraph()).toBe('Project name: Gemini');
  expect(hasFocus()).toBe('button "Rename project"');
  await user.click(renameButton());
  expect(hasFocus()).toBe('field "New name"');
  expect(newNameField().value).toBe('Gemini');
  await user.type(newNameField(), ' 2');
  await submitting(() => user.click(screen.getByRole('button', { name: 'Save' })));
  expect(nameParagraph()).toBe('Project name: Gemini 2');
  await user.click(renameButton());
  expect(newNameField().value).toBe('Gemini 2');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(nameParagraph()).toBe('Project name: Gemini 2');
  expect(hasFocus()).toBe('button "Rename project"');
});

test('Escape closes the dialog from any control in it, and the focus goes back each time', { description: "Escape closes the dialog whichever of its controls has the focus, not only New name. It keeps the old name and returns the focus to the Rename project button every time." }, async () => {
  const user = userEvent.setup();
  await user.click(renameButton());
  await user.tab();
  expect(hasFocus()).toBe('button "Cancel"');
  await user.keyboard('{Escape}');
  expect(isOpen()).toBe('closed');
  expect(hasFocus()).toBe('button "Rename project"');
  await user.click(renameButton());
  await user.type(newNameField(), ' X');
  await user.tab();
  await user.tab();
  expect(hasFocus()).toBe('button "Save"');
  await user.keyboard('{Escape}');
  expect(isOpen()).toBe('closed');
  expect(nameParagraph()).toBe('Project name: Apollo');
  expect(hasFocus()).toBe('button "Rename project"');
});

test('the focus never leaves the open dialog: Tab and Shift+Tab go round its three controls', { description: "While the dialog is open, Tab and Shift+Tab keep going round its controls in order (New name, Cancel, Save), in both directions and more than once. The focus never leaves the dialog, and it stays open." }, async () => {
  const user = userEvent.setup();
  await user.click(renameButton());
  const forward = [];
  for (let i = 0; i < 6; i += 1) {
    await user.tab();
    forward.push(hasFocus());
  }
  expect(forward).toEqual([
    'button "Cancel"',
    'button "Save"',
    'field "New name"',
    'button "Cancel"',
    'button "Save"',
    'field "New name"',
  ]);
  const backward = [];
  for (let i = 0; i < 4; i += 1) {
    await user.tab({ shift: true });
    backward.push(hasFocus());
  }
  expect(backward).toEqual([
    'button "Save"',
    'button "Cancel"',
    'field "New name"',
    'button "Save"',
  ]);
  expect(isOpen()).toBe('open');
});
