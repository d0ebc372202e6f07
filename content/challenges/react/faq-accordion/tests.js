// The app is mounted afresh before every test.
const QUESTIONS = [
  'Can I get a refund?',
  'Do I get a certificate?',
  'Can I learn at my own pace?',
  'How do I reach my mentor?',
];
const question = (name) => screen.getByRole('button', { name });
const expanded = () =>
  QUESTIONS.filter((name) => question(name).getAttribute('aria-expanded') === 'true');
// Regions hidden with the hidden attribute are not found by getAllByRole.
const openRegions = () =>
  screen.queryAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
const focused = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  return `${element.tagName.toLowerCase()} "${element.textContent.trim()}"`;
};

test('four questions are buttons inside h3 headings, all collapsed, and no answer is shown', () => {
  const headings = screen.getAllByRole('heading', { level: 3 });
  expect(headings.map((heading) => within(heading).getByRole('button').textContent.trim())).toEqual(
    QUESTIONS,
  );
  expect(QUESTIONS.map((name) => question(name).getAttribute('aria-expanded'))).toEqual([
    'false',
    'false',
    'false',
    'false',
  ]);
  expect(openRegions()).toEqual([]);
});

test('clicking "Do I get a certificate?" shows its answer in a region labelled by the question', async () => {
  const user = userEvent.setup();
  await user.click(question('Do I get a certificate?'));
  expect(expanded()).toEqual(['Do I get a certificate?']);
  const region = screen.getByRole('region', { name: 'Do I get a certificate?' });
  expect(region.textContent.trim()).toBe(
    'Yes. Finish every module and the final project to receive one.',
  );
  expect(question('Do I get a certificate?').getAttribute('aria-controls')).toBe(region.id);
  expect(region.id).toBe('answer-certificate');
  expect(question('Do I get a certificate?').id).toBe('question-certificate');
});

test('opening another question closes the first; clicking the open one closes it', async () => {
  const user = userEvent.setup();
  await user.click(question('Can I get a refund?'));
  await user.click(question('Can I learn at my own pace?'));
  expect(expanded()).toEqual(['Can I learn at my own pace?']);
  expect(openRegions()).toEqual(['question-pace']);
  await user.click(question('Can I learn at my own pace?'));
  expect(expanded()).toEqual([]);
  expect(openRegions()).toEqual([]);
});

test('ArrowDown moves the focus to the next question and wraps; Home and End jump to the ends', async () => {
  const user = userEvent.setup();
  question('Can I get a refund?').focus();
  await user.keyboard('{ArrowDown}');
  expect(focused()).toBe('button "Do I get a certificate?"');
  await user.keyboard('{End}');
  expect(focused()).toBe('button "How do I reach my mentor?"');
  await user.keyboard('{ArrowDown}');
  expect(focused()).toBe('button "Can I get a refund?"');
  await user.keyboard('{End}{ArrowUp}');
  expect(focused()).toBe('button "Can I learn at my own pace?"');
  await user.keyboard('{Home}');
  expect(focused()).toBe('button "Can I get a refund?"');
  expect(expanded()).toEqual([]);
});

test('the accordion with an open answer has no accessibility problems', async () => {
  const user = userEvent.setup();
  await user.click(question('Do I get a certificate?'));
  await expectAccessible();
});
