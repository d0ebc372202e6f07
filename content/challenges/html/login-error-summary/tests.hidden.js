// Hidden tests: run by the server's grader after tests.js, in the same page (the focus is on the
// email field at this point).
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();
const describe = (element) =>
  element === document.body
    ? 'the page body'
    : `<${element.tagName.toLowerCase()}> "${squash(element).slice(0, 40)}"`;

function input(label) {
  const found = screen.queryByLabelText(label, { selector: 'input' });
  if (!found) throw new Error(`no input is labelled "${label}": connect a <label> to it`);
  return found;
}

test('the password error link moves the focus to the password field', { description: 'The second link in the error summary moves the focus to the field it is about.' }, async () => {
  const user = userEvent.setup();
  const alert = screen.getByRole('alert');
  const link = within(alert).queryByRole('link', { name: 'Enter your password' });
  expect(link ? 'found' : 'no link for the password error').toBe('found');
  await user.click(link);
  await sleep(50);
  const password = input('Password');
  expect(
    document.activeElement === password ? 'the password field' : describe(document.activeElement),
  ).toBe('the password field');
});

test('the password field is marked invalid and described by its own error only', { description: 'The second field in error is marked invalid too, and its description is exactly its own error message.' }, () => {
  const password = input('Password');
  expect(password.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (password.getAttribute('aria-describedby') || '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .map((element) => (element ? squash(element) : 'an id that nothing has'));
  expect(describedBy).toEqual(['Enter your password']);
});

test('only the two fields in error are marked invalid', { description: 'Only the fields that have an error are marked invalid; no other element on the page is.' }, () => {
  const invalid = [...document.querySelectorAll('[aria-invalid]')]
    .filter((element) => element.getAttribute('aria-invalid') !== 'false')
    .map((element) => element.name || describe(element));
  expect(invalid).toEqual(['email', 'password']);
});
