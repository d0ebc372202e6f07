// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test.
const POSTCODE_MESSAGE = 'Enter a 5-digit postcode';
const postcodeInput = () => screen.getByLabelText('Postcode');
const postcodeMessageShown = () =>
  screen.queryAllByText(POSTCODE_MESSAGE).some((element) => element.closest('a') === null);
const errorSummary = () => screen.queryByRole('region', { name: /^There (is|are)/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' });

test(
  'a postcode needs exactly five digits: letters or a sixth digit are not allowed',
  {
    description:
      'A postcode with a letter in it, or with one digit too many, gets the postcode message; five digits with spaces around them are accepted.',
  },
  async () => {
    const user = userEvent.setup();
    await user.type(postcodeInput(), '1234a');
    await user.tab();
    expect(postcodeMessageShown()).toBe(true);
    await user.clear(postcodeInput());
    await user.type(postcodeInput(), '123456');
    expect(postcodeMessageShown()).toBe(true);
    await user.clear(postcodeInput());
    await user.type(postcodeInput(), ' 12345 ');
    expect(postcodeMessageShown()).toBe(false);
    expect(postcodeInput().getAttribute('aria-invalid') === 'true').toBe(false);
  },
);

test(
  'the summary says "There is 1 problem", shrinks as problems are fixed and then goes away',
  {
    description:
      'With a single problem left the summary heading uses the singular wording; fixing fields removes their links at once, and the summary disappears when nothing is left to fix.',
  },
  async () => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@navy.mil');
    await user.click(continueButton());
    expect(within(errorSummary()).getByRole('heading').textContent.trim()).toBe(
      'There is 1 problem',
    );
    await user.clear(screen.getByLabelText('Email'));
    expect(within(errorSummary()).getByRole('heading').textContent.trim()).toBe(
      'There are 2 problems',
    );
    await user.type(screen.getByLabelText('Email'), 'grace@navy.mil');
    await user.type(postcodeInput(), '20500');
    expect(errorSummary()).toBeNull();
    await user.click(continueButton());
    expect(screen.getByText(/^Thanks,/).textContent.trim()).toBe(
      'Thanks, Grace Hopper! Your order is on its way.',
    );
  },
);

test(
  'a second submit with problems moves the focus back to the summary',
  {
    description:
      'When the form is submitted again while problems remain, the focus goes back to the summary, wherever it was.',
  },
  async () => {
    const user = userEvent.setup();
    await user.click(continueButton());
    await user.click(within(errorSummary()).getByRole('link', { name: 'Enter your full name' }));
    await user.type(screen.getByLabelText('Full name'), 'Alan Turing');
    await user.click(continueButton());
    expect(document.activeElement).toBe(errorSummary());
    expect(within(errorSummary()).getByRole('heading').textContent.trim()).toBe(
      'There are 2 problems',
    );
  },
);
