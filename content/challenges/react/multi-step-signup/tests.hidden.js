// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test, on step 1 with empty answers.

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

const STEP_MESSAGES = [
  'Please enter your name',
  'Please enter a valid email address',
  'Please choose a plan',
];
const messagesShown = () => STEP_MESSAGES.filter((text) => screen.queryByText(text) !== null);
const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent.trim();
const currentItems = () =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step')
    .map((item) => item.textContent.trim());
const focusedElement = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  return `<${element.tagName.toLowerCase()}> "${element.textContent.trim()}"`;
};
const pressNext = (user) =>
  submitting(() => user.click(screen.getByRole('button', { name: 'Next' })));
async function retype(user, label, text) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

test('the email must look like text@text.text without spaces, and a name of only spaces is refused', { description: "On the Account step, an email with no dot after the @ or with a space in it is refused, and so is a name made only of spaces. Each shows only its own message and stays on step 1; Next moves on once both fields are valid." }, async () => {
  const user = userEvent.setup();
  await retype(user, 'Name', 'Grace Hopper');
  await retype(user, 'Email', 'grace@navy');
  await pressNext(user);
  expect(messagesShown()).toEqual(['Please enter a valid email address']);
  expect(stepHeading()).toBe('Step 1 of 3: Account');
  await retype(user, 'Email', 'grace hopper@navy.mil');
  await pressNext(user);
  expect(messagesShown()).toEqual(['Please enter a valid email address']);
  expect(stepHeading()).toBe('Step 1 of 3: Account');
  await retype(user, 'Name', '   ');
  await retype(user, 'Email', 'grace@navy.mil');
  await pressNext(user);
  expect(messagesShown()).toEqual(['Please enter your name']);
  expect(stepHeading()).toBe('Step 1 of 3: Account');
  await retype(user, 'Name', 'Grace Hopper');
  await pressNext(user);
  expect(stepHeading()).toBe('Step 2 of 3: Plan');
  expect(messagesShown()).toEqual([]);
});

test('the focus stays put on the first render, and Back from Review focuses the Plan heading', { description: "The focus does not move to the heading on the first render. Moving on to Review and going Back to Plan each focus the new step's heading and mark it current in Progress, and the chosen plan is kept." }, async () => {
  expect(focusedElement()).not.toBe('<h2> "Step 1 of 3: Account"');
  const user = userEvent.setup();
  await retype(user, 'Name', 'Grace Hopper');
  await retype(user, 'Email', 'grace@navy.mil');
  await pressNext(user);
  await user.click(screen.getByRole('radio', { name: 'Free' }));
  await pressNext(user);
  expect(stepHeading()).toBe('Step 3 of 3: Review');
  expect(currentItems()).toEqual(['Review']);
  expect(focusedElement()).toBe('<h2> "Step 3 of 3: Review"');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(stepHeading()).toBe('Step 2 of 3: Plan');
  expect(currentItems()).toEqual(['Plan']);
  expect(focusedElement()).toBe('<h2> "Step 2 of 3: Plan"');
  expect(screen.getByRole('radio', { name: 'Free' }).checked).toBe(true);
});

test('other answers go all the way through, including a plan changed after going Back', { description: "The review and the thank-you message show the answers actually entered, including a plan changed after going Back from Review (the old plan no longer appears). After Submit the form is gone." }, async () => {
  const user = userEvent.setup();
  await retype(user, 'Name', 'Grace Hopper');
  await retype(user, 'Email', 'grace@navy.mil');
  await pressNext(user);
  await user.click(screen.getByRole('radio', { name: 'Team' }));
  await pressNext(user);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(screen.getByRole('radio', { name: 'Free' }));
  await pressNext(user);
  expect(stepHeading()).toBe('Step 3 of 3: Review');
  for (const answer of ['Grace Hopper', 'grace@navy.mil', 'Free']) {
    expect(screen.getByText(answer)).toBeInTheDocument();
  }
  expect(screen.queryByText('Team')).toBeNull();
  await submitting(() => user.click(screen.getByRole('button', { name: 'Submit' })));
  expect(screen.getByRole('status').textContent.trim()).toBe(
    'Thanks, Grace Hopper! Your Free plan is ready.',
  );
  expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
});

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
