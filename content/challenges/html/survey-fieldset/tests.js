// The tests share one page and run in order: the choices clicked in one test stay chosen for
// the next, and the last test reads what the form would send.
function group(question) {
  const found = screen.queryByRole('group', { name: question });
  if (!found) throw new Error(`no group is named "${question}": use a <fieldset> and <legend>`);
  return found;
}
const sourceGroup = () => group('How did you hear about us?');
const topicsGroup = () => group('Which topics interest you?');
const contactGroup = () => group('Preferred contact');
const nameOf = (input) => (input.labels[0] ? input.labels[0].textContent.trim() : '(no label)');
const chosen = (inputs) => inputs.filter((input) => input.checked).map(nameOf);

test('"How did you hear about us?" groups four labelled radio buttons', () => {
  expect(within(sourceGroup()).queryAllByRole('radio').map(nameOf)).toEqual([
    'A friend',
    'Social media',
    'Search engine',
    'Other',
  ]);
});

test('at first no source is chosen and the question reports a missing answer', () => {
  const radios = within(sourceGroup()).getAllByRole('radio');
  expect(chosen(radios)).toEqual([]);
  expect(radios[0].validity.valueMissing).toBe(true);
});

test('choosing Social media, then Search engine, leaves only Search engine chosen', async () => {
  const user = userEvent.setup();
  const inGroup = within(sourceGroup());
  await user.click(inGroup.getByRole('radio', { name: 'Social media' }));
  await user.click(inGroup.getByRole('radio', { name: 'Search engine' }));
  const radios = inGroup.getAllByRole('radio');
  expect(chosen(radios)).toEqual(['Search engine']);
  expect(radios[0].validity.valueMissing).toBe(false);
});

test('the topics are checkboxes with JavaScript ticked; clicking the word CSS ticks CSS', async () => {
  const user = userEvent.setup();
  const inGroup = within(topicsGroup());
  const boxes = inGroup.queryAllByRole('checkbox');
  expect(boxes.map(nameOf)).toEqual(['HTML', 'CSS', 'JavaScript']);
  expect(chosen(boxes)).toEqual(['JavaScript']);
  await user.click(inGroup.getByText('CSS'));
  expect(chosen(boxes)).toEqual(['CSS', 'JavaScript']);
});

test('"Preferred contact" has Email chosen and Phone not', () => {
  const radios = within(contactGroup()).queryAllByRole('radio');
  expect(radios.map(nameOf)).toEqual(['Email', 'Phone']);
  expect(chosen(radios)).toEqual(['Email']);
});

test('the form sends source=search, topics=css, topics=javascript and contact=email', () => {
  const form = document.getElementById('survey');
  expect(form ? 'found' : 'no <form id="survey">').toBe('found');
  const sent = [...new FormData(form)].map(([key, value]) => `${key}=${value}`);
  expect(sent).toEqual(['source=search', 'topics=css', 'topics=javascript', 'contact=email']);
});
