// Hidden tests: run by the server's grader after tests.js, in the same page (every field is
// filled in correctly at this point; the username test puts "ada_99" back when it is done).
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();
const fieldLabels = ['Full name', 'Email', 'Username', 'Password'];

function input(label) {
  const found = screen.queryByLabelText(label, { selector: 'input' });
  if (!found) throw new Error(`no input is labelled "${label}": connect a <label> to it`);
  return found;
}

async function enter(field, text) {
  const user = userEvent.setup();
  await user.clear(field);
  if (text) await user.type(field, text);
}

test('the username takes 3 to 16 lowercase letters, digits or underscores, nothing else', { description: 'The username accepts exactly 3 or exactly 16 allowed characters, including a name made only of digits, and rejects uppercase letters and any symbol other than an underscore.' }, async () => {
  const username = input('Username');
  const verdicts = {};
  for (const value of [
    'abc',
    'abcdefghij_12345',
    '2024',
    'Ada_99',
    'ADA',
    'ada-99',
    'ada.99',
    'ada99!',
  ]) {
    await enter(username, value);
    verdicts[`"${value}"`] = username.validity.valid ? 'accepted' : 'rejected';
  }
  await enter(username, 'ada_99');
  expect(verdicts).toEqual({
    '"abc"': 'accepted',
    '"abcdefghij_12345"': 'accepted',
    '"2024"': 'accepted',
    '"Ada_99"': 'rejected',
    '"ADA"': 'rejected',
    '"ada-99"': 'rejected',
    '"ada.99"': 'rejected',
    '"ada99!"': 'rejected',
  });
}, 6000);

test('the fields come in the order Full name, Email, Username, Password, each with a visible label', { description: 'The fields appear in the order Full name, Email, Username, Password, and each one\'s label is visible on screen.' }, () => {
  const fields = fieldLabels.map((label) => input(label));
  const inPageOrder = [...fields].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  expect(inPageOrder.map((field) => fieldLabels[fields.indexOf(field)])).toEqual(fieldLabels);
  const shown = fields.map((field) => {
    const label = [...field.labels].find((l) => squash(l) === fieldLabels[fields.indexOf(field)]);
    const box = label && label.getBoundingClientRect();
    return Boolean(box) && box.width > 1 && box.height > 1 ? 'visible' : 'not visible';
  });
  expect(shown).toEqual(['visible', 'visible', 'visible', 'visible']);
});

test('the form is named by its <h2> through aria-labelledby, the hint joined by aria-describedby', { description: 'The form\'s aria-labelledby points at the h2 "Create your account", and the username\'s aria-describedby points only at the hint paragraph.' }, () => {
  const form = screen.queryByRole('form', { name: 'Create your account' });
  expect(form ? 'found' : 'no form named "Create your account"').toBe('found');
  const labelledBy = document.getElementById(form.getAttribute('aria-labelledby') || '');
  expect(
    labelledBy
      ? `<${labelledBy.tagName.toLowerCase()}> ${squash(labelledBy)}`
      : 'no aria-labelledby target',
  ).toBe('<h2> Create your account');
  const describedBy = (input('Username').getAttribute('aria-describedby') || '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .filter(Boolean)
    .map(squash);
  expect(describedBy).toEqual(['3–16 characters: lowercase letters, digits or underscores.']);
});

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
