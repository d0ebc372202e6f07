// Hidden tests: run by the server's grader after tests.js, in the same page (the card number and
// expiry date hold valid values at this point).
function cardField(label) {
  return within(screen.getByRole('group', { name: 'Card details' })).getByLabelText(label, {
    selector: 'input',
  });
}
async function verdicts(input, values) {
  const user = userEvent.setup();
  const found = {};
  for (const value of values) {
    await user.clear(input);
    await user.type(input, value);
    found[value] = input.validity.valid ? 'accepted' : 'rejected';
  }
  return found;
}

test('the expiry month runs from 01 to 12', { description: 'The expiry date refuses month numbers that do not exist, and accepts the first and the last month of the year.' }, async () => {
  expect(await verdicts(cardField('Expiry date'), ['00/28', '13/28', '01/30', '12/30'])).toEqual({
    '00/28': 'rejected',
    '13/28': 'rejected',
    '01/30': 'accepted',
    '12/30': 'accepted',
  });
}, 6000);

test('the security code takes 3 or 4 digits on a number keypad', { description: 'The security code asks for a number keypad, accepts both a short and a long code, and refuses too few digits, too many digits and letters.' }, async () => {
  const code = cardField('Security code');
  expect([code.type, code.inputMode]).toEqual(['text', 'numeric']);
  expect(await verdicts(code, ['12', '12345', '12a', '123', '1234'])).toEqual({
    12: 'rejected',
    12345: 'rejected',
    '12a': 'rejected',
    123: 'accepted',
    1234: 'accepted',
  });
}, 6000);

test('the expiry date and security code are described by their hints', { description: 'The expiry date and the security code are each described by the hint shown with them.' }, () => {
  const described = [
    ['Expiry date', 'Month and year, like 04/28'],
    ['Security code', 'The 3 or 4 digits on the back of the card'],
  ].map(([name, description]) =>
    screen.queryByRole('textbox', { name, description }) ? `${name}: described` : `${name}: not described`,
  );
  expect(described).toEqual(['Expiry date: described', 'Security code: described']);
});
