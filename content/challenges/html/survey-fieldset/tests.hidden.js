// Hidden tests: run by the server's grader after tests.js, in the same page (Search engine, CSS,
// JavaScript and Email are chosen at this point).
const questionGroup = (question) => {
  const found = screen.queryByRole('group', { name: question });
  if (!found) throw new Error(`no group is named "${question}": use a <fieldset> and <legend>`);
  return found;
};
const labelOf = (input) => (input.labels[0] ? input.labels[0].textContent.trim() : '(no label)');
const describe = (input) => `${labelOf(input)}: ${input.name}=${input.value}`;

test('every choice has its name and value: source, topics and contact', { description: 'Every radio button and checkbox, in all three groups, has the name and value the instructions give for its label.' }, () => {
  const inputsOf = (question, role) => within(questionGroup(question)).queryAllByRole(role);
  expect(inputsOf('How did you hear about us?', 'radio').map(describe)).toEqual([
    'A friend: source=friend',
    'Social media: source=social',
    'Search engine: source=search',
    'Other: source=other',
  ]);
  expect(inputsOf('Which topics interest you?', 'checkbox').map(describe)).toEqual([
    'HTML: topics=html',
    'CSS: topics=css',
    'JavaScript: topics=javascript',
  ]);
  expect(inputsOf('Preferred contact', 'radio').map(describe)).toEqual([
    'Email: contact=email',
    'Phone: contact=phone',
  ]);
});

test('every source radio button is required', { description: 'Every radio button of "How did you hear about us?" is required, not just one of them.' }, () => {
  const radios = within(questionGroup('How did you hear about us?')).queryAllByRole('radio');
  expect(
    radios.map((radio) => `${labelOf(radio)}: ${radio.required ? 'required' : 'not required'}`),
  ).toEqual([
    'A friend: required',
    'Social media: required',
    'Search engine: required',
    'Other: required',
  ]);
});

test('clicking the words A friend, HTML and Phone selects them, and the form sends them', { description: 'Clicking the words of other choices selects them (a radio button replaces the group\'s earlier answer, a checkbox is ticked alongside the others), and the form sends the updated answers.' }, async () => {
  const user = userEvent.setup();
  await user.click(within(questionGroup('How did you hear about us?')).getByText('A friend'));
  await user.click(within(questionGroup('Which topics interest you?')).getByText('HTML'));
  await user.click(within(questionGroup('Preferred contact')).getByText('Phone'));
  const form = document.getElementById('survey');
  expect(form ? 'found' : 'no <form id="survey">').toBe('found');
  const sent = [...new FormData(form)].map(([key, value]) => `${key}=${value}`);
  expect(sent).toEqual([
    'source=friend',
    'topics=html',
    'topics=css',
    'topics=javascript',
    'contact=phone',
  ]);
});

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
