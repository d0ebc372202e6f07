// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test, so both inputs start empty.
const kmField = () => screen.getByLabelText('Kilometres');
const milesField = () => screen.getByLabelText('Miles');

test('other distances convert both ways, rounded to at most 3 decimals (2 miles is 3.219 km)', { description: "Other distances convert correctly in both directions, rounded to at most 3 decimals with no trailing zeros. This includes numbers typed over several keystrokes, decimals below 1 and results that are whole numbers." }, async () => {
  const user = userEvent.setup();
  await user.type(milesField(), '2');
  expect(kmField().value).toBe('3.219');
  await user.type(milesField(), '00');
  expect(milesField().value).toBe('200');
  expect(kmField().value).toBe('321.869');
  await user.clear(kmField());
  await user.type(kmField(), '0.5');
  expect(kmField().value).toBe('0.5');
  expect(milesField().value).toBe('0.311');
  await user.clear(kmField());
  await user.type(kmField(), '16.09344');
  expect(milesField().value).toBe('10');
});

test('text that is not a number leaves the other input empty', { description: "Text that is not a number, typed in either input, stays exactly as typed in that input, and the other input becomes empty." }, async () => {
  const user = userEvent.setup();
  await user.type(kmField(), '12');
  expect(milesField().value).toBe('7.456');
  await user.clear(kmField());
  await user.type(kmField(), 'abc');
  expect(kmField().value).toBe('abc');
  expect(milesField().value).toBe('');
  await user.clear(milesField());
  await user.type(milesField(), 'far');
  expect(milesField().value).toBe('far');
  expect(kmField().value).toBe('');
});
