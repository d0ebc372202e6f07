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

const MESSAGES = [
  'Please enter your name',
  'Please enter a valid email address',
  'Please choose a plan',
];
const shownMessages = () => MESSAGES.filter((text) => screen.queryByText(text) !== null);
const heading = () => screen.getByRole('heading', { level: 2 }).textContent.trim();
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step')
    .map((item) => item.textContent.trim());
const focused = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  return `<${element.tagName.toLowerCase()}> "${element.textContent.trim()}"`;
};
const next = (user) => submitting(() => user.click(screen.getByRole('button', { name: 'Next' })));
async function fillAccount(user) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await next(user);
}

test('step 1 shows its heading, Name and Email, no Back button, and Account is current', () => {
  expect(heading()).toBe('Step 1 of 3: Account');
  expect(screen.getByLabelText('Name').value).toBe('');
  expect(screen.getByLabelText('Email').value).toBe('');
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  expect(currentStep()).toEqual(['Account']);
});

test('Next with empty fields shows both messages and stays on step 1', async () => {
  const user = userEvent.setup();
  await next(user);
  expect(shownMessages()).toEqual(['Please enter your name', 'Please enter a valid email address']);
  expect(heading()).toBe('Step 1 of 3: Account');
});

test('valid details lead to step 2, whose heading gets the focus', async () => {
  const user = userEvent.setup();
  await fillAccount(user);
  expect(heading()).toBe('Step 2 of 3: Plan');
  expect(currentStep()).toEqual(['Plan']);
  expect(shownMessages()).toEqual([]);
  expect(focused()).toBe('<h2> "Step 2 of 3: Plan"');
});

test('Next without a plan shows "Please choose a plan" and stays on step 2', async () => {
  const user = userEvent.setup();
  await fillAccount(user);
  await next(user);
  expect(shownMessages()).toEqual(['Please choose a plan']);
  expect(heading()).toBe('Step 2 of 3: Plan');
});

test('Back keeps the name, the email and the chosen plan', async () => {
  const user = userEvent.setup();
  await fillAccount(user);
  await user.click(screen.getByRole('radio', { name: 'Pro' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(heading()).toBe('Step 1 of 3: Account');
  expect(focused()).toBe('<h2> "Step 1 of 3: Account"');
  expect(screen.getByLabelText('Name').value).toBe('Ada Lovelace');
  expect(screen.getByLabelText('Email').value).toBe('ada@example.com');
  await next(user);
  expect(screen.getByRole('radio', { name: 'Pro' }).checked).toBe(true);
});

test('the review shows every answer and Submit shows the thank-you status', async () => {
  const user = userEvent.setup();
  await fillAccount(user);
  await user.click(screen.getByRole('radio', { name: 'Team' }));
  await next(user);
  expect(heading()).toBe('Step 3 of 3: Review');
  for (const answer of ['Ada Lovelace', 'ada@example.com', 'Team']) {
    expect(screen.getByText(answer)).toBeInTheDocument();
  }
  await submitting(() => user.click(screen.getByRole('button', { name: 'Submit' })));
  expect(screen.getByRole('status').textContent.trim()).toBe(
    'Thanks, Ada Lovelace! Your Team plan is ready.',
  );
});
