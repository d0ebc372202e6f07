// The tests share one page and run in order: the second one types web addresses into the
// portfolio field and clears it again.
const labels = [
  'Full name',
  'Email',
  'Portfolio link',
  'CV (PDF)',
  'When can you start?',
  'Why do you want this job?',
  'I agree that Launchpad keeps my application for six months.',
];

function field(label) {
  const found = screen.queryByLabelText(label);
  if (!found) throw new Error(`nothing is labelled "${label}": connect a <label> to the field`);
  return found;
}

async function retype(input, text) {
  const user = userEvent.setup();
  await user.clear(input);
  if (text) await user.type(input, text);
}

test('every field has a label and the right kind of control', () => {
  expect(labels.map((label) => field(label).type)).toEqual([
    'text',
    'email',
    'url',
    'file',
    'select-one',
    'textarea',
    'checkbox',
  ]);
});

test('the portfolio link is optional, but must be a web address', async () => {
  const portfolio = field('Portfolio link');
  const verdicts = {};
  for (const value of ['', 'github.com/ada', 'https://github.com/ada']) {
    await retype(portfolio, value);
    verdicts[`"${value}"`] = portfolio.validity.valid ? 'accepted' : 'rejected';
  }
  await retype(portfolio, '');
  expect(verdicts).toEqual({
    '""': 'accepted',
    '"github.com/ada"': 'rejected',
    '"https://github.com/ada"': 'accepted',
  });
}, 6000);

test('the CV field asks for one PDF file and is required', () => {
  const cv = field('CV (PDF)');
  const accepted = cv.accept.split(',').map((type) => type.trim().toLowerCase());
  expect(accepted.includes('.pdf') || accepted.includes('application/pdf')).toBe(true);
  expect([cv.required, cv.multiple]).toEqual([true, false]);
});

test('no start date counts as chosen until the user picks one', () => {
  const start = field('When can you start?');
  expect([...start.options].map((option) => option.text)).toEqual([
    'Choose one',
    'Immediately',
    'In one month',
    'In three months',
  ]);
  expect(start.value).toBe('');
  expect(start.validity.valueMissing).toBe(true);
});

test('the motivation is limited to 500 characters, and its hint says so', () => {
  expect(field('Why do you want this job?').maxLength).toBe(500);
  const described = screen.queryByRole('textbox', {
    name: 'Why do you want this job?',
    description: 'Up to 500 characters.',
  });
  expect(described ? 'described by its hint' : 'not described by its hint').toBe(
    'described by its hint',
  );
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
