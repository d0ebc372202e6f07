// The tests share one page and run in order, typing into the card fields as a user would; each
// test leaves a valid value in the field it typed into.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();

function group(name) {
  const found = screen.queryByRole('group', { name });
  if (!found) throw new Error(`no group is named "${name}": use a <fieldset> with a <legend>`);
  return found;
}
function cardField(label) {
  const found = within(group('Card details')).queryByLabelText(label, { selector: 'input' });
  if (!found) throw new Error(`no input in Card details is labelled "${label}"`);
  return found;
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

test('Delivery speed is a group of two radio buttons, with Standard chosen', () => {
  const radios = within(group('Delivery speed')).queryAllByRole('radio');
  expect(radios.map((radio) => [...radio.labels].map(squash).join(' ') || '(no label)')).toEqual([
    'Standard',
    'Express',
  ]);
  expect(
    radios.map((radio) => `${radio.name}=${radio.value}${radio.checked ? ' (chosen)' : ''}`),
  ).toEqual(['delivery=standard (chosen)', 'delivery=express']);
});

test('each delivery option is described by its time and price', () => {
  const described = [
    ['Standard', '3 to 5 working days, free'],
    ['Express', 'Next working day, ₹150'],
  ].map(([name, description]) =>
    screen.queryByRole('radio', { name, description })
      ? `${name}: described`
      : `${name}: not described`,
  );
  expect(described).toEqual(['Standard: described', 'Express: described']);
});

test('the card fields are required and use the card autocomplete tokens', () => {
  const labels = ['Name on card', 'Card number', 'Expiry date', 'Security code'];
  expect(labels.map((label) => cardField(label).autocomplete)).toEqual([
    'cc-name',
    'cc-number',
    'cc-exp',
    'cc-csc',
  ]);
  expect(labels.map((label) => cardField(label).required)).toEqual([true, true, true, true]);
});

test('the card number takes exactly 16 digits, on a number keypad', async () => {
  const number = cardField('Card number');
  expect([number.type, number.inputMode]).toEqual(['text', 'numeric']);
  expect(
    screen.queryByRole('textbox', { name: 'Card number', description: '16 digits, no spaces' })
      ? 'described by its hint'
      : 'not described by its hint',
  ).toBe('described by its hint');
  expect(
    await verdicts(number, ['4111 1111 1111 1111', '411111111111111', '4111111111111111']),
  ).toEqual({
    '4111 1111 1111 1111': 'rejected',
    411111111111111: 'rejected',
    4111111111111111: 'accepted',
  });
}, 6000);

test('the expiry date accepts 04/28 and rejects 4/28 and 0428', async () => {
  expect(await verdicts(cardField('Expiry date'), ['4/28', '0428', '04/28'])).toEqual({
    '4/28': 'rejected',
    '0428': 'rejected',
    '04/28': 'accepted',
  });
}, 6000);

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
